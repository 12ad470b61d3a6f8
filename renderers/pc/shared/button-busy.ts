// antd draws a busy button's spinner with an enter and a leave animation: an answer that comes within a frame
// ends the spinner before it has grown, its leave never finishes (nothing to animate), and the hidden spinner
// stays in the button, whose name then reads "loading 登录". A spinner shown only after a short delay never
// starts for a quick answer, which also spares the flicker.
import type { ButtonProps } from 'antd';

const SPINNER_DELAY_MS = 200;

/** The `loading` prop of an antd Button that is busy while `busy` holds. */
export const buttonBusy = (busy: boolean): ButtonProps['loading'] => (busy ? { delay: SPINNER_DELAY_MS } : false);
