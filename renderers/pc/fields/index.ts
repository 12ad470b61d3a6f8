// The pc components map of the resume schema: exactly the names of docs/forms.md. Values are the shapes
// docs/forms.md gives (dates as strings, the salary object, a region code, a fileId).
import { connect, mapProps } from '@formily/react';
import { Input as FormilyInput, NumberPicker as FormilyNumberPicker } from '@formily/antd-v5';
import { labelled } from './labelled';
import { FormItem } from './form-item';
import { DatePicker } from './date-picker';
import { TermSelect } from './term-select';
import { RegionCascader } from './region-cascader';
import { MajorSelect, SchoolSelect } from './lookup-select';
import { ImageUpload } from './image-upload';
import { SalaryScope } from './salary-scope';
import { ResumeEntries, ResumePart, ResumeRow, ResumeSection } from './resume-layout';
import './fields.css';

const mapLabel = mapProps(labelled as never);
// a text with a limit shows how much is left, as h5's does: typing past it is never cut without a sign
const mapCount = mapProps((props: { maxLength?: unknown }) => (typeof props.maxLength === 'number' ? { ...props, showCount: true } : props));

const Input = Object.assign(connect(FormilyInput, mapLabel, mapCount), { TextArea: connect(FormilyInput.TextArea, mapLabel, mapCount) });
const NumberPicker = connect(FormilyNumberPicker, mapLabel);

export const pcFormComponents = {
  FormItem,
  Input,
  NumberPicker,
  DatePicker,
  TermSelect,
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

export { FieldsEnvProvider, SectionStatusProvider, sectionAnchorId, type SectionStatus } from './env';
export { DatePicker, TermSelect, RegionCascader, SchoolSelect, MajorSelect, ImageUpload, SalaryScope, ResumeEntries, ResumePart, ResumeRow, ResumeSection };
