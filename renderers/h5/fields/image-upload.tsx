import { useState } from 'react';
import { ImageUploader, Toast, type ImageUploadItem } from 'antd-mobile';
import { connect, mapReadPretty } from '@formily/react';
import type { UploadedImage } from '@/src/core/resume-api';
import { request } from '@/src/api/client';
import { useFieldText } from './field-text';
import { withId } from './input';
import { PrettyText } from './pretty-text';
import { imageUrl as fileViewUrl } from '@/renderers/common/image-url';
import { useFileImage } from '@/renderers/common/use-file-image';

const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
const MAX_BYTES = 2 * 1024 * 1024;
const ACCEPT = 'image/png,image/jpeg,image/webp';

interface ImageProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  readOnly?: boolean;
}

/** One photo: uploaded through file.uploadImage (multipart "file"); the value is the answered fileId. */
function ImageUploadInput({ id, value, onChange, disabled, readOnly }: ImageProps) {
  const { t } = useFieldText();
  const fileId = typeof value === 'string' && value ? value : '';
  const src = useFileImage(fileId || undefined);
  // `url` is what the upload answered, so that antd-mobile drops its finished upload task (it matches them by
  // url); the cell shows `thumbnailUrl`: the bytes fetched with the token, an empty frame while they load
  const items: ImageUploadItem[] = fileId ? [{ key: fileId, url: fileViewUrl(fileId), thumbnailUrl: src ?? EMPTY_IMAGE, extra: { fileId } }] : [];
  const locked = disabled || readOnly;
  return (
    <div className="h5-image-upload" id={id}>
      <ImageUploader
        value={items}
        maxCount={1}
        // the full-screen viewer would load `url` without the token header
        preview={false}
        // a failed try would keep a tile that takes the one place: the client has told why, the next try goes on
        showFailed={false}
        accept={ACCEPT}
        disableUpload={locked}
        deletable={!locked}
        beforeUpload={(file) => {
          if (file.size > MAX_BYTES) {
            Toast.show({ icon: 'fail', content: t('h5.form.imageTooLarge') });
            return null;
          }
          return file;
        }}
        upload={async (file) => {
          const formData = new FormData();
          formData.append('file', file);
          const uploaded = await request<UploadedImage>('file.uploadImage', {}, { formData });
          return { key: uploaded.fileId, url: fileViewUrl(uploaded.fileId), extra: { fileId: uploaded.fileId } };
        }}
        onChange={(next) => {
          const last = next[next.length - 1];
          const nextId = (last?.extra as { fileId?: string } | undefined)?.fileId ?? (last?.key !== undefined ? String(last.key) : undefined);
          onChange?.(nextId || undefined);
        }}
      />
      {!locked && <p className="h5-image-upload__hint">{t('h5.form.imageHint')}</p>}
    </div>
  );
}

function ImageView({ value }: { value?: unknown }) {
  const { t } = useFieldText();
  const fileId = typeof value === 'string' && value ? value : undefined;
  const src = useFileImage(fileId);
  const [broken, setBroken] = useState<string | undefined>(undefined);
  if (!fileId) return <PrettyText value="" />;
  // an empty frame while the bytes load, or when they cannot be shown: never the browser's broken-image icon
  if (!src || broken === src) return <span className="h5-image-upload__view" role="img" aria-label={t('h5.form.photo')} />;
  return <img className="h5-image-upload__view" src={src} alt={t('h5.form.photo')} onError={() => setBroken(src)} />;
}

export const ImageUpload = connect(ImageUploadInput, withId, mapReadPretty(ImageView));
