// ImageUpload: a photo sent through the one client (file.uploadImage, multipart `file`); the value is the
// answered fileId, shown from file.view (fetched with the token header, see use-file-image). png, jpeg and
// webp up to 2 MB; the server judges the content and its refusal (FILE_REFUSED) is shown under the photo.
import { useState } from 'react';
import { connect, mapProps, mapReadPretty, useField } from '@formily/react';
import { Button, Spin, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { request } from '@/src/api/client';
import type { UploadedImage } from '@/src/core/resume-api';
import { labelled } from './labelled';
import { useFieldsEnv } from './env';
import { useFileImage } from '@/renderers/common/use-file-image';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';

export { imageUrl } from '@/renderers/common/image-url';

export interface ImageUploadProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

function PhotoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

function ImageUploadBase({ value, onChange, disabled, 'aria-label': label }: ImageUploadProps) {
  const { t } = useFieldsEnv();
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // the file just uploaded is shown from itself; a saved one is fetched from file.view
  const [uploaded, setUploaded] = useState<{ fileId: string; file: Blob } | null>(null);
  const src = useFileImage(value || undefined, uploaded);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!IMAGE_TYPES.includes(file.type)) {
      setRefusal(t('pc.resume.imageType'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setRefusal(t('pc.resume.imageSize'));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const formData = new FormData();
    formData.append('file', file as Blob);
    setUploading(true);
    setRefusal(null);
    request<UploadedImage>('file.uploadImage', {}, { formData, skipErrorHandler: true }).then(
      (image) => {
        setUploading(false);
        setUploaded({ fileId: image.fileId, file: file as Blob });
        onChange?.(image.fileId);
        onSuccess?.(image);
      },
      (error: unknown) => {
        setUploading(false);
        setRefusal(error instanceof Error && error.message ? error.message : t('pc.resume.imageFailed'));
        onError?.(error instanceof Error ? error : new Error(String(error)));
      },
    );
  };

  return (
    <div className="pc-photo">
      <Upload
        accept={ACCEPT}
        showUploadList={false}
        maxCount={1}
        disabled={disabled || uploading}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
      >
        <div className="pc-photo__box">
          <span className="cm-visually-hidden">{`${label ? `${label}: ` : ''}${value ? t('pc.resume.imageChange') : t('pc.resume.imageUpload')}`}</span>
          <Spin spinning={uploading}>
            {src ? (
              <img className="pc-photo__img" src={src} alt="" />
            ) : (
              <span className="pc-photo__empty" aria-hidden="true">
                <PhotoIcon />
                <span>{t('pc.resume.imageUpload')}</span>
              </span>
            )}
          </Spin>
        </div>
      </Upload>
      <div className="pc-photo__side">
        <p className="pc-photo__hint">{t('pc.resume.imageHint')}</p>
        {value && !disabled && (
          <Button size="small" onClick={() => onChange?.(undefined)}>
            {t('pc.resume.imageRemove')}
          </Button>
        )}
        {refusal && (
          <p className="pc-photo__refusal" role="alert">
            {refusal}
          </p>
        )}
      </div>
    </div>
  );
}

function ImageText({ value }: { value?: unknown }) {
  const field = useField();
  const src = useFileImage(typeof value === 'string' && value !== '' ? value : undefined);
  const alt = typeof field?.title === 'string' ? field.title : '';
  if (typeof value !== 'string' || value === '') return <div className="pc-field-text pc-field-text--empty">—</div>;
  return src ? <img className="pc-photo__img pc-photo__img--view" src={src} alt={alt} /> : <div className="pc-photo__img pc-photo__img--view pc-photo__img--loading" />;
}

export const ImageUpload = connect(ImageUploadBase, mapProps(labelled as never), mapReadPretty(ImageText));
