/**
 * Schema-driven fuzz of the whole HTTP API: every operation of the OpenAPI document the server publishes
 * (outside production) gets requests built from its own schema and deliberately wrong ones (wrong types, missing
 * and unknown fields, huge and odd text, odd numbers, percent-encoded paths, malformed JSON, wrong content types,
 * repeated query keys), sent with no identity, a member's session, an operator's session and, for the vendor
 * API, a valid vendor signature. Every answer must be below 500, an envelope (or the web app's page, or a file a
 * file route serves), and must leak nothing internal.
 *
 * Bounded for CI: a fixed seed and run count (override with FUZZ_SEED and FUZZ_RUNS).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTypes } from '@msp/contracts/enums.ts';
import { encryptForServer, encryptionHeader } from '@msp/contracts/hybrid-crypto.ts';
import { signVendorRequest } from '@msp/contracts/vendor-signing.ts';
import { linkDemoVendor } from '../../src/modules/demo/demo-vendor-link.ts';
import { createSession } from '../../src/modules/identity/session-service.ts';
import { merchantsChanged } from '../../src/modules/merchant/merchant-cache.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { createTestApp, randomPrivateIp, WEB_APP_MARKER, type TestApp } from '../helpers/test-app.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const VENDOR_SECRET = 'fuzz-vendor-secret-0123456789abcdef';
/** Vendors that sign their calls: seamless ones (PG, JL) and a transfer-wallet one (JDB). */
const VENDOR_CODES = ['PG', 'JL', 'JDB'] as const;
/** Where the demo vendors "are": nothing listens there, so a call to a vendor fails at once, as when one is down. */
const VENDOR_URL = 'http://127.0.0.1:1';

type Schema = {
  type?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
};
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | undefined;
}
interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  identity: Identity;
  /** An encrypted call whose (fuzzed) JSON body is sent properly encrypted with the merchant's key. */
  encrypt?: boolean;
}
type Identity = 'none' | 'member' | 'operator' | 'vendor';

/** What no answer may contain: stacks, source positions, SQL, file system paths, an unhandled error's text. */
const leaks = [
  '    at ',
  '.ts:',
  '.js:',
  'SELECT ',
  'INSERT ',
  'syntax error',
  'violates',
  'relation "',
  '/work/',
  '/home/',
  'node_modules',
  'Error:',
];
const leaksIn = (text: string) => leaks.filter((leak) => text.includes(leak));

// ---------------------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------------------

/** Generated text never contains a leak marker itself (an answer may echo what it was sent). */
const clean = (text: fc.Arbitrary<string>) => text.filter((value) => leaksIn(value).length === 0);

const hugeString = fc
  .tuple(fc.integer({ min: 10_000, max: 200_000 }), fc.constantFrom('a', 'ব', '😀', '9', ' ', '\u0000', '%'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

const oddText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'abc\u0000def',
  '\uD800',
  'x\uDFFFy',
  '😀👨‍👩‍👧‍👦',
  'مرحبا بالعالم',
  '\u202Eevil\u202C',
  'বাংলা লেখা ১২৩৪',
  '০১৭১২৩৪৫৬৭৮',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE members; --',
  '${jndi:ldap://x}',
  '../../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '\r\nX-Injected: 1',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '1e309',
  '-0',
  '0x1F',
  ' 12 ',
  '007',
  '1.5',
  '-1',
  '99999999999999999999999999999999',
  '9007199254740993',
  'true',
  'null',
  '[]',
  '{}',
);

const oddNumber = fc.constantFrom(
  0,
  -0,
  -1,
  0.5,
  1.000001,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 63,
  -(2 ** 63),
  2 ** 31,
  Number.MIN_VALUE,
);

/** Anything at all, of the wrong type most of the time. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddText },
  { weight: 2, arbitrary: clean(fc.string({ unit: 'grapheme', maxLength: 30 })) },
  { weight: 1, arbitrary: clean(fc.string({ unit: 'binary', maxLength: 20 })) },
  { weight: 1, arbitrary: hugeString },
  { weight: 3, arbitrary: oddNumber },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(oddText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.array(oddNumber, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(clean(fc.string({ maxLength: 5 })), oddText, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constant({ __proto__: { polluted: true }, constructor: { prototype: {} } }) },
);

/** Text that fits a string schema (its pattern when it has one). */
function fittingString(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= 200);
    } catch {
      // A pattern fast-check cannot generate from: plain text below.
    }
  }
  return clean(
    fc.string({
      unit: 'grapheme',
      minLength: schema.minLength ?? 0,
      maxLength: Math.min(schema.maxLength ?? 40, 40),
    }),
  );
}

/** A value the schema accepts, most of the time. */
function fitting(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return junk;
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => fitting(alternative, depth)));
  switch (schema.type) {
    case 'string':
      return fittingString(schema);
    case 'integer':
      return fc.oneof(
        fc.integer({
          min: Math.max(schema.minimum ?? -1000, -1_000_000),
          max: Math.min(schema.maximum ?? 1_000_000, 1_000_000),
        }),
        fc.integer({ min: 1, max: 50 }),
      );
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fuzzed(schema.items, depth + 1), { maxLength: 4 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectFor(schema, depth + 1);
    default:
      return junk;
  }
}

/** Mostly fitting values, with a fair share of junk. */
const fuzzed = (schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 3, arbitrary: fitting(schema, depth) }, { weight: 1, arbitrary: junk });

/** An object for the schema: required fields usually there, optional ones sometimes, unknown ones now and then. */
function objectFor(schema: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = properties.map(([name, property]) =>
    fc
      .tuple(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fuzzed(property, depth),
        fc.constant(name),
        fc.constant(required.has(name)),
      )
      .map(([roll, value, key, isRequired]) =>
        roll < (isRequired ? 0.92 : 0.5) ? ([key, value] as const) : undefined,
      ),
  );
  const extras = fc.oneof(
    { weight: 4, arbitrary: fc.constant([] as Array<[string, unknown]>) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc.tuple(
          fc.oneof(clean(fc.string({ maxLength: 12 })), fc.constantFrom('__proto__', 'constructor', '')),
          junk,
        ),
        { maxLength: 3 },
      ),
    },
  );
  return fc.tuple(fc.tuple(...fields), extras).map(([present, extra]) => {
    const object: Record<string, unknown> = {};
    for (const field of present) if (field) object[field[0]] = field[1];
    for (const [key, value] of extra)
      Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
    return object;
  });
}

/** What ends up in a URL: a plain value, or something already percent-encoded (sent as is). */
type UrlPart = { raw: string } | { value: string };
const urlPart = (schema: Schema): fc.Arbitrary<UrlPart> =>
  fc.oneof(
    { weight: 5, arbitrary: fitting(schema).map((value) => ({ value: textOf(value) })) },
    { weight: 2, arbitrary: junk.map((value) => ({ value: textOf(value) })) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          '%00',
          '%2e%2e',
          '%2e%2e%2f%2e%2e',
          '%2F',
          '..%2F..%2Fetc%2Fpasswd',
          '%252e%252e',
          '%25252F',
          '%',
          '%zz',
          '%C0%AF',
          '%E0%A6',
          '%F0%9F%98%80',
          '%ED%A0%80',
          '1%00',
          '1%20',
          '%201',
          '+1',
          '1e3',
          '0x10',
          '-0',
          '00001',
          '1.5',
          '%E0%A7%A7',
        )
        .map((raw) => ({ raw })),
    },
  );
const textOf = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
/** encodeURIComponent, except that a lone surrogate becomes its (invalid) UTF-8 bytes instead of throwing. */
function encodeText(text: string) {
  return Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    if (char.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  }).join('');
}
const encodePart = (part: UrlPart) => ('raw' in part ? part.raw : encodeText(part.value));

// ---------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------

/** The first path segment spelt another way: `/%77ps/…`, `/WPS/…`, `//wps/…`. */
function respellFirstSegment(path: string, how: number) {
  const match = /^\/([^/]+)(.*)$/.exec(path);
  if (!match) return path;
  const [, first = '', rest = ''] = match;
  switch (how) {
    case 0:
      return `/%${first.charCodeAt(0).toString(16)}${first.slice(1)}${rest}`;
    case 1:
      return `/${[...first].map((char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`).join('')}${rest}`;
    case 2:
      return `/${first.toUpperCase()}${rest}`;
    case 3:
      return `//${first}${rest}`;
    case 4:
      return `/%252F${first}${rest}`;
    default:
      return `/./${first}/../${first}${rest}`;
  }
}

const badBodies = fc.constantFrom(
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[',
  '[]',
  'null',
  '"text"',
  '1e309',
  '-',
  'true',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
  '\uFEFF{}',
  ' ',
  '',
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/vnd.api+json',
  'image/png',
  '',
  'application/json\u0000',
);

/** A body as sent: JSON of a value or raw text, under a content type (JSON when none), maybe with a key header. */
interface Body {
  json?: unknown;
  raw?: string;
  contentType?: string;
  encryption?: string;
}

interface Identities {
  member: () => string;
  operator: () => string;
}

function requestsFor(
  operation: Operation,
  identities: Identities,
  encrypted: boolean,
): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const headerParams = operation.parameters.filter((parameter) => parameter.in === 'header');
  const isVendorApi = operation.path.startsWith('/vendor-api/');
  const identity = fc.constantFrom<Identity>(
    ...(isVendorApi
      ? (['none', 'vendor', 'vendor', 'member'] as const)
      : (['none', 'member', 'operator'] as const)),
  );

  const pathValues = fc.tuple(...pathParams.map((parameter) => urlPart(parameter.schema)));
  const query = fc.tuple(
    fc.tuple(
      ...queryParams.map((parameter) =>
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(undefined) },
          { weight: 4, arbitrary: urlPart(parameter.schema).map((part) => [part]) },
          // Repeated keys: `?pageNo=1&pageNo=2`.
          { weight: 1, arbitrary: fc.array(urlPart(parameter.schema), { minLength: 2, maxLength: 3 }) },
        ),
      ),
    ),
    fc.oneof(
      { weight: 5, arbitrary: fc.constant([] as Array<[string, UrlPart]>) },
      {
        weight: 1,
        arbitrary: fc.array(fc.tuple(clean(fc.string({ minLength: 1, maxLength: 8 })), urlPart({})), {
          maxLength: 3,
        }),
      },
    ),
    fc.constantFrom('', '', '', '&', '&&', '?', '&=', '&a', '&a[b]=1', '&a[]=1&a[]=2', '&%00=%00'),
  );
  const headerValues = fc.tuple(
    ...headerParams.map((parameter) =>
      fc.oneof(
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 3, arbitrary: fitting(parameter.schema).map(textOf) },
        { weight: 1, arbitrary: junk.map(textOf) },
      ),
    ),
  );
  const body: fc.Arbitrary<Body | undefined> = operation.body
    ? fc.oneof(
        { weight: 6, arbitrary: objectFor(operation.body).map((value) => ({ json: value })) },
        { weight: 1, arbitrary: junk.map((value) => ({ json: value })) },
        { weight: 1, arbitrary: badBodies.map((raw) => ({ raw })) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(objectFor(operation.body), contentTypes)
            .map(([value, contentType]) => ({ json: value, contentType })),
        },
        // The encrypted twins' shape, with a garbage key and data.
        {
          weight: 1,
          arbitrary: fc
            .tuple(junk, clean(fc.string({ unit: 'binary-ascii', maxLength: 600 })))
            .map(([data, key]) => ({ json: { data }, encryption: key })),
        },
      )
    : fc.oneof(
        { weight: 8, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: junk.map((value) => ({ json: value })) },
        { weight: 1, arbitrary: badBodies.map((raw) => ({ raw, contentType: 'application/json' })) },
      );
  const respell = fc.oneof(
    { weight: 8, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 5 }) },
  );
  const language = fc.constantFrom(undefined, 'en', 'bn', 'xx', '\u0000', 'en'.repeat(5000));
  const vendor = fc.constantFrom(...VENDOR_CODES);
  // An encrypted call gets its fuzzed body (when it is JSON) properly encrypted half of the time, as is otherwise.
  const encrypt = encrypted ? fc.boolean() : fc.constant(false);

  return fc
    .record({ identity, pathValues, query, headerValues, body, respell, language, vendor, encrypt })
    .map(({ identity, pathValues, query, headerValues, body, respell, language, vendor, encrypt }) => {
      let path = operation.path;
      pathParams.forEach((parameter, index) => {
        const part = pathValues[index] as UrlPart;
        // The wildcard of `/demo-assets/*` takes several segments.
        const text =
          parameter.name === '*' && 'value' in part
            ? encodeText(part.value).replaceAll('%2F', '/')
            : encodePart(part);
        path = path.replace(`{${parameter.name}}`, text);
      });
      if (respell !== undefined) path = respellFirstSegment(path, respell);

      const [values, extra, tail] = query;
      const pairs: string[] = [];
      queryParams.forEach((parameter, index) => {
        for (const part of values[index] ?? []) pairs.push(`${parameter.name}=${encodePart(part)}`);
      });
      for (const [key, part] of extra) pairs.push(`${encodeText(key)}=${encodePart(part)}`);
      const search = pairs.join('&') + tail;

      const headers: Record<string, string> = { merchant: 'DEMO' };
      if (language !== undefined) headers.language = language;
      headerParams.forEach((parameter, index) => {
        const value = headerValues[index];
        if (value !== undefined) headers[parameter.name] = value;
      });

      let payload: string | undefined;
      if (body) {
        payload = body.raw ?? JSON.stringify(body.json);
        headers['content-type'] = body.contentType ?? 'application/json';
        if (body.encryption !== undefined) headers.encryption = body.encryption;
      }

      const url = search ? `${path}?${search}` : path;
      if (identity === 'member') headers.authorization = identities.member();
      if (identity === 'operator') headers.authorization = identities.operator();
      if (identity === 'vendor')
        Object.assign(
          headers,
          signVendorRequest(VENDOR_SECRET, {
            vendor,
            merchant: 'DEMO',
            method: operation.method,
            path,
            body: payload ?? '',
          }),
        );
      // Header values cannot carry everything a generator makes (a NUL, a line break, non-Latin-1 text).
      for (const [name, value] of Object.entries(headers))
        if (!/^[\t\x20-\x7e\x80-\xff]*$/.test(value)) headers[name] = encodeText(value);
      return { method: operation.method, url, headers, payload, identity, encrypt };
    });
}

// ---------------------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------------------

let t: TestApp;
let merchantId: number;
let memberToken = '';
let operatorToken = '';
let operations: Operation[] = [];
let publicKey = '';
let sent = 0;
/** Answers by status class, and the operations that answered a 2xx at least once (how deep the fuzz got). */
const statusClasses = new Map<string, number>();
const succeeded = new Set<string>();
const started = Date.now();

async function newMemberSession() {
  const member = await t.db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
      username: `fuzz${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      password_hash: 'not-a-hash',
      type: memberTypes.member,
      nickname: 'fuzz',
      parent_member_id: null,
      last_login_at: null,
      last_login_ip: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  memberToken = await createSession(t.db, {
    merchantId,
    memberId: member.id,
    ip: null,
    maxHours: 2,
    firstLogin: false,
  });
}

/** The fuzz may log its own identities out (or lock the member): each operation starts with live ones. */
async function ensureIdentities() {
  const member = await t.app.inject({ url: '/wps/member/info', headers: { authorization: memberToken } });
  if (member.statusCode !== 200) await newMemberSession();
  const operator = await t.app.inject({
    url: '/ops/withdrawals',
    headers: { authorization: operatorToken },
    remoteAddress: randomPrivateIp(),
  });
  if (operator.statusCode !== 200) operatorToken = await operatorLogin(t, 'demoadmin');
}

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Routes that answer files (images, the demo gateway's page, the web app's manifest) rather than envelopes. */
const fileRoutes = new Set([
  'GET /demo-assets/{*}',
  'GET /wps/uploads/{id}',
  'GET /demo-pay/{requestId}',
  'GET /manifest.webmanifest',
]);

function checkAnswer(
  operation: Operation,
  request: FuzzRequest,
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
) {
  const where = `${request.identity} ${request.method} ${request.url.slice(0, 300)} ${
    request.payload?.slice(0, 300) ?? ''
  } -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  expect(leaksIn(response.body), where).toEqual([]);
  const contentType = String(response.headers['content-type'] ?? '');
  // A HEAD answer has the headers of the GET without its body.
  if (request.method === 'HEAD' && response.body === '') return;
  if (contentType.includes('application/json')) {
    const body = JSON.parse(response.body) as { success?: unknown; errorCode?: unknown; message?: unknown };
    expect(typeof body.success, where).toBe('boolean');
    if (body.success === false) {
      expect(typeof body.errorCode, where).toBe('string');
      expect(typeof body.message, where).toBe('string');
    }
    return;
  }
  const key = `${operation.method} ${operation.path}`;
  if (contentType.includes('text/html') && response.body.includes(WEB_APP_MARKER)) {
    // The web app answers page addresses: a GET or HEAD that is not an API path.
    expect(['GET', 'HEAD'], where).toContain(request.method);
    return;
  }
  // Anything else is a file a file route serves, or an empty answer (304, HEAD).
  expect(response.statusCode < 400 && (fileRoutes.has(key) || response.body === ''), where).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp();
  const merchant = await t.db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'DEMO')
    .executeTakeFirstOrThrow();
  merchantId = merchant.id;
  // The demo merchant as at a real start: launch hosts and every demo vendor's integration (one shared secret).
  await linkDemoVendor(t.db, { url: VENDOR_URL, secret: VENDOR_SECRET });
  await merchantsChanged(t.app.bus);
  await newMemberSession();
  operatorToken = await operatorLogin(t, 'demoadmin');
  publicKey = (await t.app.inject({ url: '/wps/system/permission' })).json().value.encryption.publicKey;
  const document = t.app.swagger() as {
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: object } }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: (operation.requestBody?.content as Record<string, { schema: Schema }> | undefined)?.[
        'application/json'
      ]?.schema,
    })),
  );
});

afterAll(async () => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const classes = [...statusClasses].sort().map(([statusClass, count]) => `${statusClass} ${count}`);
  console.log(
    `api fuzz: ${sent} requests over ${operations.length} operations, seed ${SEED}, runs ${RUNS}, ${seconds} s ` +
      `(${classes.join(', ')}; ${succeeded.size} operations answered 2xx)`,
  );
  await t?.close();
});

describe('the API under fuzzed requests', () => {
  it('publishes every operation in its OpenAPI document', () => {
    const prefixes = new Set(operations.map((operation) => operation.path.split('/')[1]));
    for (const prefix of ['wps', 'lgw', 'ops', 'vendor-api', 'demo-pay', 'demo-assets', 'dev'])
      expect(prefixes, prefix).toContain(prefix);
    expect(operations.length).toBeGreaterThan(100);
  });

  it('answers every operation below 500, with an envelope, leaking nothing', async () => {
    const identities: Identities = { member: () => memberToken, operator: () => operatorToken };
    const paths = new Set(operations.map((operation) => operation.path));
    // Every operation runs, so one run reports every operation that fails (each with its first counterexample).
    const failures: string[] = [];
    for (const [index, operation] of operations.entries()) {
      await ensureIdentities();
      const details = await fc.check(
        fc.asyncProperty(
          requestsFor(operation, identities, paths.has(`${operation.path}/unsecure`)),
          async (request) => {
            sent += 1;
            let { headers, payload } = request;
            const plain = request.encrypt && payload !== undefined ? parsedJson(payload) : undefined;
            // A body nested thousands deep is too deep for the encrypting side's JSON.stringify: sent as it is.
            const sealed =
              plain === undefined
                ? undefined
                : await encryptForServer(publicKey, plain).catch(() => undefined);
            if (sealed) {
              headers = { ...headers, 'content-type': 'application/json', [encryptionHeader]: sealed.header };
              payload = JSON.stringify(sealed.body);
            }
            const response = await t.app.inject({
              method: request.method as 'GET',
              url: request.url,
              headers,
              payload,
              remoteAddress: randomPrivateIp(),
            });
            const statusClass = `${String(response.statusCode).slice(0, 1)}xx`;
            statusClasses.set(statusClass, (statusClasses.get(statusClass) ?? 0) + 1);
            if (response.statusCode < 300) succeeded.add(`${operation.method} ${operation.path}`);
            checkAnswer(operation, request, response);
          },
        ),
        { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
      );
      if (details.failed)
        failures.push(`${operation.method} ${operation.path}: ${String(details.errorInstance)}`);
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('answers unknown and respelt API paths under every API prefix with an envelope', async () => {
    const paths = fc.tuple(
      fc.constantFrom('/lotto', '/lotto/lgw', '/lgw', '/wps', '/ops', '/vendor-api', '/dev', '/demo-assets'),
      fc.array(urlPart({ type: 'string' }).map(encodePart), { maxLength: 3 }),
      fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'),
      fc.constantFrom<Identity>('none', 'member', 'operator'),
    );
    await fc.assert(
      fc.asyncProperty(paths, async ([prefix, segments, method, identity]) => {
        sent += 1;
        const url = [prefix, ...segments].join('/');
        const headers: Record<string, string> = { merchant: 'DEMO' };
        if (identity === 'member') headers.authorization = memberToken;
        if (identity === 'operator') headers.authorization = operatorToken;
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers,
          remoteAddress: randomPrivateIp(),
        });
        const operation = { method, path: url, parameters: [], body: undefined };
        checkAnswer(operation, { method, url, headers, identity }, response);
      }),
      { seed: SEED, numRuns: RUNS * 4, endOnFailure: true },
    );
  }, 120_000);
});
