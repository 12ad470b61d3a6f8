// Uploads (file.uploadImage) replayed as an attacker would: polyglots and broken images, decompression bombs,
// filling the storage one upload after another or all at once, and images left behind by no resume.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, NOW, startApp, type TestApp } from '../api/helpers';
import { DEMO, IMAGES, login, upload, validResume, type Session } from '../api/candidates';
import { REVIEWERS, reviewerLogin } from '../api/review-helpers';
import { noisyJpeg, pngBomb } from './upload-images';

const QUOTA_MESSAGE = '已达上传上限：每位用户最多保存 30 张图片、共 20MB，未被简历使用的图片会在一天后自动清理';
const HOUR = 3600 * 1000;

async function storedFiles(t: TestApp, userId: number) {
  return t.app.db.selectFrom('files').select(['id', 'mime', 'size', 'bytes']).where('user_id', '=', userId).execute();
}

describe('file contents', () => {
  let t: TestApp;
  let zhang: Session;
  beforeAll(async () => {
    t = await startApp();
    zhang = await login(t.app, DEMO.zhang);
  });
  afterAll(() => t.close());

  it('V12.2.1 a PNG signature followed by HTML, and a truncated image, are refused and not stored', async () => {
    const polyglot = Buffer.concat([IMAGES.png.subarray(0, 8), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const photo = await noisyJpeg(64, 64);
    for (const bytes of [polyglot, photo.subarray(0, photo.length - 200), IMAGES.png.subarray(0, IMAGES.png.length - 20)]) {
      const answer = await upload(t.app, zhang, bytes, 'photo.png', 'image/png');
      expect(answer.body).toMatchObject({ success: false, errorCode: 'FILE_REFUSED', errorMessage: '图片已损坏或不是有效的 PNG、JPEG、WebP 图片' });
    }
    expect(await storedFiles(t, zhang.user.id)).toEqual([]);
  });

  it('V12.2.1 a whole image carrying HTML after its end, or EXIF GPS, is kept only as its re-encoding', async () => {
    const withHtml = Buffer.concat([IMAGES.png, Buffer.from('<html><script>alert(1)</script></html>')]);
    const withGps = await noisyJpeg(64, 48, true);
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    for (const [bytes, mime] of [[withHtml, 'image/png'], [withGps, 'image/jpeg']] as const) {
      const answer = await upload(t.app, zhang, bytes, 'upload.bin', 'application/octet-stream');
      expect(answer.body.success).toBe(true);
      const res = await t.app.inject({ method: 'GET', url: answer.body.data!.url, headers: zhang.headers });
      expect(res.headers['content-type']).toBe(mime);
      expect(res.rawPayload.includes('<script')).toBe(false);
      const served = await sharp(res.rawPayload).metadata();
      expect(served.exif).toBeUndefined();
      expect([served.width, served.height]).toEqual(mime === 'image/png' ? [1, 1] : [64, 48]);
    }
  });

  it('V12.1.2 a decompression bomb (an 80 kB PNG of 64 megapixels) is refused before its pixels are decoded', async () => {
    const bomb = pngBomb(8000, 8000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const started = performance.now();
    const answer = await upload(t.app, zhang, bomb);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'FILE_REFUSED', errorMessage: '图片尺寸过大，不能超过 25 百万像素' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect((await storedFiles(t, zhang.user.id)).every((f) => f.size < 10000)).toBe(true);
  });
});

describe('the quota of each candidate', () => {
  let t: TestApp;
  let wang: Session;
  let zhao: Session;
  let li: Session;
  beforeAll(async () => {
    t = await startApp();
    // one after another: logins at once from one address are throttled (passport.login)
    wang = await login(t.app, DEMO.wang);
    zhao = await login(t.app, DEMO.zhao);
    li = await login(t.app, DEMO.li);
  });
  afterAll(() => t.close());

  it('V12.1.3 the 31st image is refused with HTTP 429 FILE_QUOTA, before its body is even judged', async () => {
    for (let i = 0; i < 30; i += 1) expect((await upload(t.app, wang, IMAGES.png)).body.success).toBe(true);
    for (const bytes of [IMAGES.png, Buffer.from('not an image at all')]) {
      const answer = await upload(t.app, wang, bytes);
      expect(answer.status).toBe(429);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'FILE_QUOTA', errorMessage: QUOTA_MESSAGE });
    }
    expect(await storedFiles(t, wang.user.id)).toHaveLength(30);
  });

  it('V12.1.3 40 uploads sent at once store exactly 30 images', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => upload(t.app, zhao, IMAGES.png)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(30);
    const refused = answers.filter((a) => !a.body.success);
    expect(refused).toHaveLength(10);
    expect(refused.every((a) => a.status === 429 && a.body.errorCode === 'FILE_QUOTA')).toBe(true);
    const kept = await storedFiles(t, zhao.user.id);
    expect(kept).toHaveLength(30);
    expect(kept.every((f) => f.mime === 'image/png' && f.bytes.length === f.size)).toBe(true);
  });

  it('V12.1.3 photos of over 1 MB are kept up to 20 MB in all, also when sent at once', async () => {
    const photo = await noisyJpeg(1300, 1300);
    const one = await upload(t.app, li, photo);
    expect(one.body.success).toBe(true);
    const [first] = await storedFiles(t, li.user.id);
    const fits = Math.floor((20 * 1024 * 1024) / first.size);
    expect(first.size).toBeGreaterThan(1024 * 1024);
    const answers = await Promise.all(Array.from({ length: fits + 3 }, () => upload(t.app, li, photo)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(fits - 1);
    expect(answers.filter((a) => a.status === 429 && a.body.errorCode === 'FILE_QUOTA')).toHaveLength(4);
    const kept = await storedFiles(t, li.user.id);
    expect(kept.reduce((sum, f) => sum + f.size, 0)).toBeLessThanOrEqual(20 * 1024 * 1024);
    expect(kept).toHaveLength(fits);
  });
});

describe('uploads no resume refers to', () => {
  let clock = NOW;
  let t: TestApp;
  const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
  const view = (fileId: string, s: Session) => t.app.inject({ method: 'GET', url: `/pt/portal/file/view/${fileId}`, headers: s.headers });
  beforeAll(async () => {
    t = await startApp({ now: () => clock });
  });
  afterAll(() => t.close());

  it('V12.1.3 are removed a day after they were made, while the photo of the resume reviewers see stays', async () => {
    let zhang = await login(t.app, DEMO.zhang);
    const wang = await login(t.app, DEMO.wang);
    const photo = (await upload(t.app, zhang, IMAGES.png)).body.data!.fileId;
    const replaced = (await upload(t.app, zhang, IMAGES.jpeg)).body.data!.fileId;
    const unused = (await upload(t.app, zhang, IMAGES.webp)).body.data!.fileId;
    const wangs = (await upload(t.app, wang, IMAGES.png)).body.data!.fileId;
    const { version } = await data<{ version: number }>(t.app, 'resume.edit', {}, zhang.headers);
    const saved = await data<{ version: number }>(t.app, 'resume.save', { templateId: 'social', values: validResume('social', replaced), version }, zhang.headers);
    await data(t.app, 'resume.save', { templateId: 'social', values: validResume('social', photo), version: saved.version }, zhang.headers);

    // 23 hours on, an upload sweeps the uploader's files: none is a day old yet
    clock = at(23);
    zhang = await login(t.app, DEMO.zhang);
    const later = (await upload(t.app, zhang, IMAGES.png)).body.data!.fileId;
    for (const id of [photo, replaced, unused, later]) expect((await view(id, zhang)).statusCode).toBe(200);

    // 25 hours on: the two images the resume no longer names are gone, its photo and the younger upload stay
    clock = at(25);
    zhang = await login(t.app, DEMO.zhang);
    expect((await upload(t.app, zhang, IMAGES.png)).body.success).toBe(true);
    expect((await view(replaced, zhang)).statusCode).toBe(404);
    expect((await view(unused, zhang)).statusCode).toBe(404);
    expect((await view(photo, zhang)).statusCode).toBe(200);
    expect((await view(later, zhang)).statusCode).toBe(200);
    // the reviewer of zhang's applications still sees the photo
    const chen = await reviewerLogin(t.app, REVIEWERS.chen);
    expect((await view(photo, chen)).statusCode).toBe(200);
    // nobody else uploaded for wang: the hourly sweep's job, done here by a restart
    expect(await t.app.db.selectFrom('files').select('id').where('id', '=', wangs).executeTakeFirst()).toBeDefined();
  });

  it('V12.1.3 the sweep at start removes everybody\'s old unreferenced uploads, never a resume\'s photo', async () => {
    clock = at(50);
    t = await t.restart({ now: () => clock });
    const zhang = await login(t.app, DEMO.zhang);
    const resume = await data<{ values: { personal: { basicInfo: { photo: string } } } }>(t.app, 'resume.view', {}, zhang.headers);
    const photo = resume.values.personal.basicInfo.photo;
    const left = await t.app.db.selectFrom('files').select(['id', 'user_id']).execute();
    expect(left).toEqual([{ id: photo, user_id: zhang.user.id }]);
    expect((await view(photo, zhang)).statusCode).toBe(200);
  });
});
