import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../src/modules/uploads/service.ts';
import { createOtherMerchant } from '../deposits/fixture.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { dataUrl, GIF_BYTES, JPEG_BYTES, PNG_1X1, pngOfSize } from '../uploads/images.ts';
import { cashier, type TestMember } from '../withdrawals/cashier-fixture.ts';

/**
 * Feedback (PUT /wps/feedback and the member's list, the operators' list and answer): the spec's checks (at most
 * 140 characters, not empty, at most 3 png/jpg images of at most 5 MB each) refuse with their own messages and
 * keep nothing; an answer reaches its member only, marked until seen; another merchant sees none of it.
 */
let t: TestApp;
let alice: TestMember;
let bob: TestMember;
let admin: string;
let cashierToken: string;

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  token: string | undefined,
  payload?: unknown,
  extra: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { merchant: 'DEMO', language: 'en', ...(token ? { authorization: token } : {}), ...extra },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const upload = async (token: string, image: string) => call('POST', '/wps/support/images', token, { image });
const uploadId = async (token: string, bytes = PNG_1X1) => {
  const response = await upload(token, dataUrl(bytes));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.id as string;
};
const feedbackCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('support_feedback')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  const desk = cashier(t);
  alice = await desk.newMember();
  bob = await desk.newMember();
  admin = await operatorLogin(t, 'demoadmin');
  cashierToken = await operatorLogin(t, 'democashier');
});
afterAll(async () => t?.close());

describe('sending feedback', () => {
  it('keeps a question with its images and shows it in the member’s own list', async () => {
    const images = [await uploadId(alice.token), await uploadId(alice.token, JPEG_BYTES)];
    const sent = await call('PUT', '/wps/feedback', alice.token, {
      questionType: 'deposit',
      content: '  My bKash deposit has not arrived yet  ',
      imageIds: images,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const item = sent.json().value;
    expect(item).toMatchObject({
      questionType: 'deposit',
      content: 'My bKash deposit has not arrived yet',
      status: 'OPEN',
      reply: null,
      replyUnread: false,
    });
    expect(item.images.map((image: { id: string }) => image.id)).toEqual(images);
    expect(item.images[0].url).toBe(`/wps/uploads/${images[0]}`);

    const list = (await call('GET', '/wps/feedback', alice.token)).json().value;
    expect(list.content.map((entry: { id: string }) => entry.id)).toContain(item.id);
    expect((await call('GET', '/wps/feedback', bob.token)).json().value.content).toEqual([]);
  });

  it('takes exactly 140 characters (counted as characters, not bytes) and refuses 141', async () => {
    const bangla = 'আ'.repeat(140);
    const exact = await call('PUT', '/wps/feedback', alice.token, { questionType: 'other', content: bangla });
    expect(exact.statusCode, exact.body).toBe(200);
    const before = await feedbackCount();
    const over = await call('PUT', '/wps/feedback', alice.token, {
      questionType: 'other',
      content: `${bangla}আ`,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      errorCode: 'feedback.content.too.long',
      field: 'content',
      message: 'Feedback can be at most 140 characters',
    });
    const bn = await call(
      'PUT',
      '/wps/feedback',
      alice.token,
      { questionType: 'other', content: 'x'.repeat(141) },
      { language: 'bn' },
    );
    expect(bn.json().message).toBe('মতামত সর্বোচ্চ 140 অক্ষরের হতে পারে');
    expect(await feedbackCount()).toBe(before);
  });

  it('refuses empty content (spaces only too) with the spec’s message', async () => {
    const carol = await cashier(t).newMember();
    const before = await feedbackCount();
    for (const content of ['', '   \n  ']) {
      const response = await call('PUT', '/wps/feedback', carol.token, { questionType: 'game', content });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'feedback.content.empty',
        message: 'Input cannot be empty',
      });
    }
    expect(await feedbackCount()).toBe(before);
  });

  it('refuses a fourth image, another member’s image and the same image twice', async () => {
    const four = await Promise.all([1, 2, 3, 4].map(() => uploadId(alice.token)));
    const before = await feedbackCount();
    const tooMany = await call('PUT', '/wps/feedback', alice.token, {
      questionType: 'withdraw',
      content: 'Four screenshots',
      imageIds: four,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      errorCode: 'upload.image.count',
      message: 'No more than 3 images',
    });

    const bobs = await uploadId(bob.token);
    for (const imageIds of [[four[0], bobs], [four[0], four[0]], ['notAnUploadAtAll']]) {
      const response = await call('PUT', '/wps/feedback', alice.token, {
        questionType: 'withdraw',
        content: 'Not my image',
        imageIds,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('support.image.invalid');
    }
    expect(await feedbackCount()).toBe(before);
  });

  it('refuses an image that is not a png or jpg by its bytes, whatever its name says, and one over 5 MB', async () => {
    const uploads = async () =>
      Number(
        (
          await t.db
            .selectFrom('uploads')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await uploads();
    for (const image of [
      dataUrl(GIF_BYTES, 'image/gif'),
      dataUrl(GIF_BYTES, 'image/png'),
      dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'),
      'data:text/plain;base64,aGVsbG8=',
    ]) {
      const response = await upload(alice.token, image);
      expect(response.statusCode, image.slice(0, 30)).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'upload.image.type',
        message: 'Only png or jpg images are accepted',
      });
    }
    const big = await upload(alice.token, dataUrl(pngOfSize(MAX_IMAGE_BYTES + 1)));
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({
      errorCode: 'upload.image.too.large',
      message: 'The image is larger than 5MB',
    });
    expect(await uploads()).toBe(before);
    const exactly = await upload(alice.token, dataUrl(pngOfSize(MAX_IMAGE_BYTES)));
    expect(exactly.statusCode).toBe(200);
  });

  it('needs a member session', async () => {
    const response = await call('PUT', '/wps/feedback', undefined, { questionType: 'other', content: 'Hi' });
    expect(response.statusCode).toBe(401);
    expect((await upload('not-a-token', dataUrl(PNG_1X1))).statusCode).toBe(401);
  });
});

describe('answering feedback', () => {
  it('shows the answer to its member only, marked until the member has seen it', async () => {
    const sent = await call('PUT', '/wps/feedback', bob.token, {
      questionType: 'account',
      content: 'How do I change my mobile number?',
    });
    const id = sent.json().value.id as string;

    const open = (await call('GET', '/ops/feedback?status=OPEN&pageSize=100', cashierToken)).json().value;
    expect(open.content.find((item: { id: string }) => item.id === id)).toMatchObject({
      username: bob.username,
      status: 'OPEN',
      reply: null,
    });

    const reply = await call('POST', `/ops/feedback/${id}/reply`, cashierToken, {
      reply: 'Open My account, then Mobile number.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().value).toMatchObject({
      status: 'REPLIED',
      repliedBy: 'democashier',
      replySeenAt: null,
    });
    const again = await call('POST', `/ops/feedback/${id}/reply`, admin, { reply: 'Second answer' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('feedback.already.replied');

    const bobs = (await call('GET', '/wps/feedback', bob.token)).json().value;
    expect(bobs.unreadReplies).toBe(1);
    expect(bobs.content.find((item: { id: string }) => item.id === id)).toMatchObject({
      reply: 'Open My account, then Mobile number.',
      replyUnread: true,
    });
    // Alice's list never holds Bob's feedback or its answer.
    const alices = (await call('GET', '/wps/feedback?pageSize=100', alice.token)).json().value;
    expect(alices.content.some((item: { id: string }) => item.id === id)).toBe(false);
    expect(JSON.stringify(alices)).not.toContain('Mobile number');
    // Alice cannot mark Bob's answer seen.
    await call('POST', '/wps/feedback/read', alice.token, { ids: [id] });
    expect((await call('GET', '/wps/feedback', bob.token)).json().value.unreadReplies).toBe(1);

    const read = await call('POST', '/wps/feedback/read', bob.token, { ids: [id] });
    expect(read.json().value).toEqual({ unreadReplies: 0 });
    const seen = (await call('GET', '/wps/feedback', bob.token)).json().value;
    expect(seen.content.find((item: { id: string }) => item.id === id).replyUnread).toBe(false);
    const replied = (await call('GET', '/ops/feedback?status=REPLIED&pageSize=100', admin)).json().value;
    expect(replied.content.find((item: { id: string }) => item.id === id).replySeenAt).not.toBeNull();
  });

  it('refuses an empty or too long answer, and an answer by a member', async () => {
    const dave = await cashier(t).newMember();
    const id = (
      await call('PUT', '/wps/feedback', dave.token, { questionType: 'promotion', content: 'Bonus?' })
    ).json().value.id as string;
    const empty = await call('POST', `/ops/feedback/${id}/reply`, admin, { reply: '   ' });
    expect(empty.json().errorCode).toBe('feedback.content.empty');
    const long = await call('POST', `/ops/feedback/${id}/reply`, admin, { reply: 'x'.repeat(1001) });
    expect(long.json().errorCode).toBe('support.chat.too.long');
    const byMember = await call('POST', `/ops/feedback/${id}/reply`, dave.token, { reply: 'Self answer' });
    expect(byMember.statusCode).toBe(401);
    const row = await t.db
      .selectFrom('support_feedback')
      .select(['status', 'reply'])
      .where('id', '=', BigInt(id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'OPEN', reply: null });
  });

  it('keeps each merchant’s feedback to itself', async () => {
    const id = (
      await call('PUT', '/wps/feedback', bob.token, { questionType: 'suggestion', content: 'More slots' })
    ).json().value.id as string;
    const other = await createOtherMerchant(t, 'FBOTHER');
    const foreignMember = await cashier(t, 'FBOTHER').newMember();
    const headers = { merchant: 'FBOTHER' };
    const list = await call('GET', '/ops/feedback?pageSize=100', other.operatorToken, undefined, headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().value.content).toEqual([]);
    const reply = await call(
      'POST',
      `/ops/feedback/${id}/reply`,
      other.operatorToken,
      { reply: 'Hi' },
      headers,
    );
    expect(reply.statusCode).toBe(404);
    expect(reply.json().errorCode).toBe('feedback.not.found');
    // The demo merchant's operator token means nothing at the other merchant, and the other way round.
    expect((await call('GET', '/ops/feedback', admin, undefined, headers)).statusCode).toBe(401);
    expect((await call('GET', '/ops/feedback', other.operatorToken)).statusCode).toBe(401);
    // Another merchant's member cannot use a demo member's image.
    const image = await uploadId(alice.token);
    const foreign = await call(
      'PUT',
      '/wps/feedback',
      foreignMember.token,
      { questionType: 'other', content: 'Borrowed image', imageIds: [image] },
      headers,
    );
    expect(foreign.json().errorCode).toBe('support.image.invalid');
    expect(
      (await call('GET', '/wps/feedback', foreignMember.token, undefined, headers)).json().value.content,
    ).toEqual([]);
  });
});
