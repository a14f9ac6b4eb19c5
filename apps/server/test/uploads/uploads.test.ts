import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, storeImage } from '../../src/modules/uploads/service.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { createTestApp, loginAs, type TestApp } from '../helpers/test-app.ts';
import { createOtherMerchant } from '../deposits/fixture.ts';
import { dataUrl, GIF_BYTES, JPEG_BYTES, PNG_1X1, pngOfSize } from './images.ts';

let t: TestApp;
let merchantId: number;
let playerId: number;
let downlineId: number;
let player: string;
let downline: string;
beforeAll(async () => {
  t = await createTestApp();
  const members = await t.db.selectFrom('members').select(['id', 'username', 'merchant_id']).execute();
  playerId = members.find((member) => member.username === 'demoplayer')!.id;
  downlineId = members.find((member) => member.username === 'demodownline')!.id;
  merchantId = members.find((member) => member.username === 'demoplayer')!.merchant_id;
  player = await loginAs(t, 'demoplayer');
  downline = await loginAs(t, 'demodownline');
});
afterAll(async () => t?.close());

const store = (url: string, memberId = playerId) => storeImage(t.db, { merchantId, memberId, dataUrl: url });

describe('storeImage', () => {
  it('keeps png and jpeg images by their real bytes', async () => {
    const png = await store(dataUrl(PNG_1X1));
    const jpeg = await store(dataUrl(JPEG_BYTES, 'image/jpeg'));
    // Labelled png, really a jpeg: kept, and served, as what it is.
    const mislabelled = await store(dataUrl(JPEG_BYTES, 'image/png'));
    const rows = await t.db
      .selectFrom('uploads')
      .select(['id', 'content_type', 'bytes', 'member_id'])
      .where('id', 'in', [png.uploadId, jpeg.uploadId, mislabelled.uploadId])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(png.uploadId)?.content_type).toBe('image/png');
    expect(Buffer.from(byId.get(png.uploadId)!.bytes).equals(PNG_1X1)).toBe(true);
    expect(byId.get(jpeg.uploadId)?.content_type).toBe('image/jpeg');
    expect(byId.get(mislabelled.uploadId)?.content_type).toBe('image/jpeg');
    expect(png.uploadId).not.toBe(jpeg.uploadId);
    expect(png.uploadId.length).toBeGreaterThanOrEqual(20);
  });

  it('refuses anything that is not a png or jpeg, whatever its label', async () => {
    for (const url of [
      dataUrl(GIF_BYTES),
      dataUrl(GIF_BYTES, 'image/jpeg'),
      dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      dataUrl(PNG_1X1, 'image/gif'),
      dataUrl(PNG_1X1, 'text/html'),
      dataUrl(Buffer.alloc(0)),
      PNG_1X1.toString('base64'),
      `data:image/png,${PNG_1X1.toString('latin1')}`,
      'data:image/png;base64,!!notbase64!!',
    ]) {
      await expect(store(url)).rejects.toMatchObject({ code: 'upload.image.type' });
    }
  });

  it('takes 5 MB and not one byte more', async () => {
    const exactly = await store(dataUrl(pngOfSize(MAX_IMAGE_BYTES)));
    expect(exactly.uploadId).toBeTruthy();
    await expect(store(dataUrl(pngOfSize(MAX_IMAGE_BYTES + 1)))).rejects.toMatchObject({
      code: 'upload.image.too.large',
    });
  });
});

describe('GET /wps/uploads/:id', () => {
  it('serves the image to its member with its type and a private cache', async () => {
    const { uploadId } = await store(dataUrl(JPEG_BYTES, 'image/jpeg'));
    const response = await t.app.inject({
      url: `/wps/uploads/${uploadId}`,
      headers: { authorization: player },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toMatch(/^private/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(JPEG_BYTES)).toBe(true);
  });

  it('serves it to an operator of the same merchant only', async () => {
    const { uploadId } = await store(dataUrl(PNG_1X1), downlineId);
    const cashier = await operatorLogin(t, 'democashier');
    const forOperator = await t.app.inject({
      url: `/wps/uploads/${uploadId}`,
      headers: { authorization: cashier },
    });
    expect(forOperator.statusCode).toBe(200);
    expect(forOperator.headers['content-type']).toBe('image/png');

    const { operatorToken } = await createOtherMerchant(t, 'UPLOTHER');
    for (const headers of [
      { authorization: operatorToken, merchant: 'UPLOTHER' },
      { authorization: operatorToken },
      { authorization: cashier, merchant: 'UPLOTHER' },
    ]) {
      const refused = await t.app.inject({ url: `/wps/uploads/${uploadId}`, headers });
      expect(refused.statusCode).toBe(404);
    }
  });

  it('answers 404 to another member, a visitor, and for an id that does not exist', async () => {
    const { uploadId } = await store(dataUrl(PNG_1X1), playerId);
    for (const headers of [{ authorization: downline }, {}, { authorization: 'not-a-token' }]) {
      const response = await t.app.inject({ url: `/wps/uploads/${uploadId}`, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'request.not.found' });
    }
    const missing = await t.app.inject({
      url: '/wps/uploads/AAAAAAAAAAAAAAAAAAAAAAAA',
      headers: { authorization: player },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('images inside a JSON body', () => {
  it('accept a 5 MB image on the deposit call (a larger body limit there) and refuse a larger one', async () => {
    const send = (image: string, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/deposit/requests',
        headers: { authorization: player, 'idempotency-key': key, language: 'en' },
        payload: {
          channelCode: 'BKASH',
          amount: '500',
          payerAccount: '01811111111',
          paymentReference: 'TRXBIGIMAGE',
          proofImage: image,
        },
      });
    const big = await send(dataUrl(pngOfSize(MAX_IMAGE_BYTES)), 'upload-big-ok-1');
    expect(big.statusCode).toBe(200);
    const tooBig = await send(dataUrl(pngOfSize(MAX_IMAGE_BYTES + 1)), 'upload-big-no-1');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({
      errorCode: 'upload.image.too.large',
      message: 'The image is larger than 5MB',
    });
    const huge = await send(dataUrl(pngOfSize(7 * 1024 * 1024)), 'upload-big-no-2');
    expect(huge.statusCode).toBe(413);
    // Other calls keep the ordinary 1 MB limit.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/wps/deposit/callback/DEMOPAY',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(elsewhere.statusCode).toBe(413);
  });
});
