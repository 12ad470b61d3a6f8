import { useEffect } from 'react';
import { Modal } from 'antd';
import { bindConfirm } from './notifier';

/** Modal.useModal's holder for the notifier's showConfirm; the kit provider loads it with the first confirm. */
export default function ConfirmHolder() {
  const [modal, holder] = Modal.useModal();
  useEffect(() => bindConfirm(modal.confirm), [modal]);
  return holder;
}
