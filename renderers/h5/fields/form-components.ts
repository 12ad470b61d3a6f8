// The h5 components of the resume form: the names of docs/forms.md, so one Formily schema draws on both terminals.
import { DatePicker } from './date-picker';
import { FormItem } from './form-item';
import { ImageUpload } from './image-upload';
import { Input } from './input';
import { MajorSelect, SchoolSelect } from './lookup-select';
import { NumberPicker } from './number-picker';
import { RegionCascader } from './region-cascader';
import { ResumeEntries } from './resume-entries';
import { ResumePart, ResumeRow, ResumeSection } from './resume-layout';
import { SalaryScope } from './salary-scope';
import { TermSelect } from './term-select';
import './fields.css';

/** Input.TextArea and DatePicker.RangePicker are reached through their parents, as Formily resolves dotted names. */
export const h5FormComponents = {
  FormItem,
  Input,
  NumberPicker,
  TermSelect,
  DatePicker,
  RegionCascader,
  SchoolSelect,
  MajorSelect,
  ImageUpload,
  SalaryScope,
  ResumeSection,
  ResumePart,
  ResumeEntries,
  ResumeRow,
};

export type H5FormComponents = typeof h5FormComponents;
