// What the resume calls answer in `data` (docs/api-contract.md, "Resume").
import type { FieldError, ResumeTemplate, ResumeValues } from './resume-types';

export interface ResumeDocument {
  resumeId: number;
  template: ResumeTemplate;
  values: ResumeValues;
  /** optimistic lock: save sends it back; a stale one answers RESUME_CONFLICT */
  version: number;
  updatedAt: string | null;
}

export interface ResumeSaveBody {
  templateId: string;
  values: ResumeValues;
  version: number;
  /** a part saved on its own (h5): only its required fields must be filled, every given answer must be valid */
  partId?: string;
}

export interface ResumeSaved {
  version: number;
  updatedAt: string;
}

/** errorCode RESUME_INVALID carries the field errors in data, beside errorMessage and messages */
export interface ResumeInvalid {
  errors: FieldError[];
}

export interface TemplateSummary {
  id: string;
  name: string;
}

/** resume.completeResume: the application's position asks for this template; these required fields are missing */
export interface CompleteResumeDocument extends ResumeDocument {
  deliveryId: number;
  positionTitle: string;
  missing: FieldError[];
}

export interface UploadedImage {
  fileId: string;
  /** same-origin path of file.view */
  url: string;
}
