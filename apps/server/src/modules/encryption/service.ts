import { createDecipheriv, constants, generateKeyPair, privateDecrypt, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { encryptionAlgorithm, type EncryptedBody } from '@msp/contracts/hybrid-crypto.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';

export interface MerchantKey {
  keyId: string;
  /** base64 SPKI (DER), what WebCrypto imports. */
  publicKey: string;
  privateKeyPem: string;
}

const keyCache = new Map<number, MerchantKey>();

/** The merchant's key pair, made on first use (3072-bit RSA) and kept in merchant_keys. */
export async function merchantKey(db: Db, merchantId: number): Promise<MerchantKey> {
  const cached = keyCache.get(merchantId);
  if (cached) return cached;
  let row = await db
    .selectFrom('merchant_keys')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) {
    // Off the event loop: a 3072-bit key takes a moment to find.
    const { publicKey, privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 3072 });
    await db
      .insertInto('merchant_keys')
      .values({
        merchant_id: merchantId,
        key_id: randomBytes(8).toString('hex'),
        public_key: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      })
      .onConflict((oc) => oc.column('merchant_id').doNothing())
      .execute();
    row = await db
      .selectFrom('merchant_keys')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
  }
  const key = { keyId: row.key_id, publicKey: row.public_key, privateKeyPem: row.private_key };
  keyCache.set(merchantId, key);
  return key;
}

export function describeKey(key: MerchantKey, unsecureAllowed: boolean) {
  return { keyId: key.keyId, publicKey: key.publicKey, algorithm: encryptionAlgorithm, unsecureAllowed };
}

/** Opens an encrypted body; anything malformed or tampered with is a 400 `crypto.invalid`, never a 500. */
export function decryptBody(key: MerchantKey, header: unknown, body: unknown): unknown {
  try {
    if (typeof header !== 'string' || !body || typeof (body as EncryptedBody).data !== 'string')
      throw new Error('shape');
    const aesKey = privateDecrypt(
      { key: key.privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(header, 'base64'),
    );
    if (aesKey.length !== 32) throw new Error('key length');
    const joined = Buffer.from((body as EncryptedBody).data, 'base64');
    if (joined.length < 12 + 16) throw new Error('too short');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, joined.subarray(0, 12));
    decipher.setAuthTag(joined.subarray(joined.length - 16));
    const plain = Buffer.concat([decipher.update(joined.subarray(12, joined.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw new AppError('crypto.invalid');
  }
}
