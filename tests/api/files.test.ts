import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers';
import { DEMO, IMAGES, login, multipart, upload, type Session } from './candidates';

let t: TestApp;
let zhang: Session;
let wang: Session;
let li: Session;
beforeAll(async () => {
  t = await startApp();
  [zhang, wang, li] = await Promise.all([login(t.app, DEMO.zhang), login(t.app, DEMO.wang), login(t.app, DEMO.li)]);
});
afterAll(() => t.close());

const view = (fileId: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/pt/portal/file/view/${fileId}`, headers });
const REFUSED_TYPE = { success: false, data: null, errorCode: 'FILE_REFUSED', errorMessage: '仅支持 PNG、JPEG、WebP 格式的图片', showType: 2 };

describe('file.uploadImage', () => {
  it.each([
    ['png', IMAGES.png, 'image/png'],
    ['jpeg', IMAGES.jpeg, 'image/jpeg'],
    ['webp', IMAGES.webp, 'image/webp'],
  ] as const)('accepts a %s and stores its re-encoding in the database', async (_, bytes, mime) => {
    // the declared type and name are ignored: the content decides
    const answer = await upload(t.app, zhang, bytes, 'upload.bin', 'application/octet-stream');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, errorCode: '' });
    const { fileId, url } = answer.body.data!;
    expect(fileId).toMatch(/^[0-9a-f]{32}$/);
    expect(url).toBe(`/pt/portal/file/view/${fileId}`);
    const row = await t.app.db.selectFrom('files').selectAll().where('id', '=', fileId).executeTakeFirstOrThrow();
    const stored = Buffer.from(row.bytes);
    expect(row).toMatchObject({ user_id: zhang.user.id, portal_id: 1001, mime, size: stored.length });
    // the decoder's re-encoding, in the same format and size as the upload
    const [sent, kept] = await Promise.all([sharp(bytes).metadata(), sharp(stored).metadata()]);
    expect({ format: kept.format, width: kept.width, height: kept.height }).toEqual({ format: sent.format, width: sent.width, height: sent.height });
  });

  it('refuses a text file renamed .png and declared as image/png', async () => {
    const answer = await upload(t.app, zhang, Buffer.from('<script>alert(1)</script> not an image'), 'photo.png', 'image/png');
    expect(answer.body).toMatchObject(REFUSED_TYPE);
  });

  it('refuses other images (GIF, SVG) and an empty file', async () => {
    expect((await upload(t.app, zhang, Buffer.from('GIF89a\x01\x00\x01\x00'), 'a.gif', 'image/gif')).body).toMatchObject(REFUSED_TYPE);
    expect((await upload(t.app, zhang, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 'image/svg+xml')).body).toMatchObject(REFUSED_TYPE);
    expect((await upload(t.app, zhang, Buffer.alloc(0), 'a.png', 'image/png')).body).toMatchObject(REFUSED_TYPE);
  });

  it('refuses a file over 2 MB and takes one of exactly 2 MB (an image followed by padding)', async () => {
    const big = Buffer.concat([IMAGES.png, Buffer.alloc(2 * 1024 * 1024 - IMAGES.png.length + 1)]);
    const answer = await upload(t.app, zhang, big);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'FILE_REFUSED', errorMessage: '图片不能超过 2MB' });
    expect((await upload(t.app, zhang, big.subarray(0, 2 * 1024 * 1024))).body.success).toBe(true);
  });

  it('refuses a request without a file, and a body that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/pt/portal/file/uploadImage',
      headers: { ...zhang.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--x--\r\n',
    });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'FILE_REFUSED', errorMessage: '请选择要上传的图片' });
    const json = await t.app.inject({ method: 'POST', url: '/pt/portal/file/uploadImage', headers: zhang.headers, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
  });

  it('refuses guests with HTTP 401', async () => {
    const answer = await upload(t.app, null, IMAGES.png);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ errorCode: 'UNAUTHORIZED', showType: 0 });
    const field = multipart(IMAGES.png, 'a.png', 'image/png');
    expect((await t.app.inject({ method: 'POST', url: '/pt/portal/file/uploadImage', headers: { ...field.headers, 'x-portal-token': 'forged' }, payload: field.payload })).statusCode).toBe(401);
  });
});

describe('file.view', () => {
  let fileId: string;
  beforeAll(async () => {
    fileId = (await upload(t.app, zhang, IMAGES.png)).body.data!.fileId;
  });

  it('serves the stored bytes to the owner with the type, no caching and nosniff', async () => {
    const res = await view(fileId, zhang.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const kept = await t.app.db.selectFrom('files').select('bytes').where('id', '=', fileId).executeTakeFirstOrThrow();
    expect(res.rawPayload.equals(Buffer.from(kept.bytes))).toBe(true);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('answers the 404 envelope to another candidate, a candidate of another portal, a guest and a forged token', async () => {
    for (const headers of [wang.headers, li.headers, { ...li.headers, 'qx-portal': '1001' }, {}, { 'x-portal-token': 'forged' }]) {
      const res = await view(fileId, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, data: null, errorCode: 'NOT_FOUND', errorMessage: '文件不存在', showType: 2, messages: ['文件不存在'] });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('answers 404 for an unknown id, 400 for a malformed one, and stops serving after logout', async () => {
    expect((await view('0'.repeat(32), zhang.headers)).statusCode).toBe(404);
    expect((await view('..%2F..%2Fetc%2Fpasswd', zhang.headers)).statusCode).toBe(400);
    const session = await login(t.app, DEMO.zhang);
    expect((await view(fileId, session.headers)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/pt/ams/passport/portal/logout', headers: session.headers, payload: {} });
    expect((await view(fileId, session.headers)).statusCode).toBe(404);
  });
});
