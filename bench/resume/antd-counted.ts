// `antd` as every module of the bench page sees it (vite.config.ts resolves 'antd' here, except for this
// file): antd itself, with its input controls counting their renders (counter.ts).
import { DatePicker as AntdDatePicker, Input as AntdInput, InputNumber as AntdInputNumber, Select as AntdSelect } from 'antd';
import { counted } from './counter';

export * from 'antd';
export const Input = counted(AntdInput, ['TextArea']);
export const InputNumber = counted(AntdInputNumber);
export const Select = counted(AntdSelect);
export const DatePicker = counted(AntdDatePicker, ['RangePicker']);
