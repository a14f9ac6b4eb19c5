import { sql } from 'kysely';
import type {
  MessageDetail,
  MessageItem,
  MessagePage,
  MessagesRead,
  MessageState,
  OpsMessage,
} from '@msp/contracts/messages.ts';
import { hashPassword } from '../../src/modules/identity/password.ts';
import { insertMerchant } from '../helpers/merchants.ts';
import { operatorLogin, signInOperator } from '../helpers/operators.ts';
import { randomPrivateIp, type TestApp } from '../helpers/test-app.ts';
import type { TestMember } from '../withdrawals/cashier-fixture.ts';

type Method = 'GET' | 'POST' | 'DELETE';
type Language = 'bn' | 'en';

let labels = 0;
/** A message's texts, labelled so a test finds its own. */
export function texts(label = `m${(labels += 1)}`) {
  return {
    title: { bn: `বার্তা ${label}`, en: `Message ${label}` },
    content: { bn: `<p>বিষয়বস্তু ${label}</p>`, en: `<p>Content of ${label}</p>` },
  };
}

/** The inbox calls of members and the operator calls of a merchant's admin, as the web and a back office make them. */
export function messageCalls(t: TestApp, merchant = 'DEMO', admin?: () => Promise<string>) {
  let adminToken: string | undefined;
  const tokenOfAdmin = async () =>
    (adminToken ??= admin ? await admin() : await operatorLogin(t, 'demoadmin', merchant));

  const call = (
    method: Method,
    token: string | null,
    url: string,
    payload?: unknown,
    language: Language = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      headers: { merchant, language, ...(token ? { authorization: token } : {}) },
      remoteAddress: randomPrivateIp(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ops = async (method: Method, url: string, payload?: unknown, language: Language = 'en') =>
    call(method, await tokenOfAdmin(), url, payload, language);

  const valueOf = <T>(response: { statusCode: number; body: string }): T => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return (JSON.parse(response.body) as { value: T }).value;
  };

  /** Sends a message through the operator API; answers it as the operator sees it. */
  const send = async (body: Record<string, unknown>) =>
    valueOf<OpsMessage>(await ops('POST', '/ops/messages', { ...texts(), ...body }));
  const withdraw = async (id: number) => valueOf<OpsMessage>(await ops('DELETE', `/ops/messages/${id}`));
  const sent = async (query = '') =>
    valueOf<{ content: OpsMessage[] }>(await ops('GET', `/ops/messages${query}`));

  const page = async (member: TestMember, query = '', language: Language = 'en') =>
    valueOf<MessagePage>(await call('GET', member.token, `/wps/messages${query}`, undefined, language));
  /** Every message of the member's inbox, page after page. */
  async function inbox(member: TestMember, language: Language = 'en'): Promise<MessageItem[]> {
    const items: MessageItem[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const answer = await page(member, `?pageNo=${pageNo}&pageSize=100`, language);
      items.push(...answer.content);
      if (pageNo >= answer.totalPages) return items;
    }
  }
  const idsOf = async (member: TestMember) => (await inbox(member)).map((item) => item.id);
  const unread = async (member: TestMember) =>
    valueOf<{ count: number }>(await call('GET', member.token, '/wps/relay/CSP_unreadCount')).count;
  const infoUnread = async (member: TestMember) =>
    valueOf<{ unreadMessage: number }>(await call('GET', member.token, '/wps/member/info')).unreadMessage;
  const detail = (member: TestMember, id: number, language: Language = 'en') =>
    call('GET', member.token, `/wps/messages/${id}`, undefined, language);
  const opened = async (member: TestMember, id: number, language: Language = 'en') =>
    valueOf<MessageDetail>(await detail(member, id, language));
  const read = (member: TestMember, id: number) => call('POST', member.token, `/wps/messages/${id}/read`);
  const remove = (member: TestMember, id: number) => call('DELETE', member.token, `/wps/messages/${id}`);
  const readAll = async (member: TestMember) =>
    valueOf<MessagesRead>(await call('POST', member.token, '/wps/messages/read-all'));
  const stateOf = (response: { statusCode: number; body: string }) => valueOf<MessageState>(response);

  const count = async (table: string, where = sql`true`) =>
    Number(
      (
        await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)} WHERE ${where}`.execute(
          t.db,
        )
      ).rows[0]!.n,
    );
  /** What a refused call must leave as it was. */
  const footprint = async () => ({
    messages: await count('inbox_messages'),
    states: await count('inbox_message_states'),
    audit: await count('audit_log'),
  });

  return {
    call,
    ops,
    valueOf,
    send,
    withdraw,
    sent,
    page,
    inbox,
    idsOf,
    unread,
    infoUnread,
    detail,
    opened,
    read,
    remove,
    readAll,
    stateOf,
    count,
    footprint,
  };
}

/** A second merchant with an ADMIN operator of its own, signed in. */
export async function otherMerchant(t: TestApp, code: string) {
  const merchantId = await insertMerchant(t.db, code, `Other ${code}`);
  await t.db
    .insertInto('operators')
    .values({
      merchant_id: merchantId,
      username: 'otheradmin',
      password_hash: await hashPassword('Other@1234'),
      role: 'ADMIN',
    })
    .execute();
  const token = () => signInOperator(t, { merchant: code, username: 'otheradmin', password: 'Other@1234' });
  return { merchantId, calls: messageCalls(t, code, token) };
}
