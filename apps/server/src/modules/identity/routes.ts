import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionPaths } from '@msp/contracts/api-paths.ts';
import {
  affiliateQuerySchema,
  affiliateResultSchema,
  avatarUpdateSchema,
  bindCodeRequestSchema,
  bindContactSchema,
  changePasswordSchema,
  forgotByEmailSchema,
  freeplayRequestSchema,
  loginHistoryItemSchema,
  loginRequestSchema,
  loginResultSchema,
  memberInfoResultSchema,
  newIpVerifySchema,
  paymentPasswordSchema,
  profileSchema,
  profileUpdateSchema,
  registerRequestSchema,
  resetByEmailSchema,
  resetByPhoneSchema,
  totpConfirmSchema,
  totpSetupSchema,
} from '@msp/contracts/session.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { encryptedTwins } from '../../plugins/encrypted-body.ts';
import { originOf, writeAudit } from './audit.ts';
import { login } from './login-service.ts';
import { getMemberInfo, memberStatuses, setMemberStatus } from './member-service.ts';
import { promotionPublicState, promotionReader } from '../promotions/rewards.ts';
import { memberBalance } from '../wallet/service.ts';
import { vipPublicState } from '../vip/page.ts';
import { missionsToClaim } from '../missions/board.ts';
import { unreadMessageCount } from '../messages/inbox.ts';
import { rebatePromoCount } from '../rebates/queries.ts';
import { referralReadyCount } from '../referral/queries.ts';
import { findReferrer } from '../referral/codes.ts';
import { sendNewIpCode, verifyNewIp } from './new-ip-service.ts';
import {
  changePassword,
  resetPasswordByEmail,
  resetPasswordByPhone,
  sendPasswordResetEmail,
  setPaymentPassword,
} from './password-service.ts';
import {
  bindContact,
  getProfile,
  loginHistory,
  sendBindCode,
  setAvatar,
  updateProfile,
} from './profile-service.ts';
import { findAffiliateAgent, registerMember } from './registration-service.ts';
import { endSession } from './session-service.ts';
import { confirmTotpSetup, startTotpSetup } from './totp-service.ts';
import { startTrial } from './trial-service.ts';
import { rowIdParamSchema } from '@msp/contracts/row-id.ts';

/** Operator calls about members (paths ours). */
export const memberOperatorPaths = {
  /** `{status: ACTIVE | LOCKED | CLOSED}`; a lock or closure ends the member's sessions everywhere at once. */
  status: '/ops/members/:memberId/status',
} as const;

/** Per-IP limit of tokenless calls that send or check a secret. */
export const secretCheckRateLimit = { max: 20, timeWindow: '1 minute' } as const;

const done = z.object({ changed: z.literal(true) });

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { url, config } of encryptedTwins(sessionPaths.login)) {
    app.post(
      url,
      {
        config: { ...config, rateLimit: secretCheckRateLimit },
        schema: { body: loginRequestSchema, response: { 200: envelopeOf(loginResultSchema) } },
      },
      async (request) => ok(await login(app.db, request.merchant, request.body, originOf(request))),
    );
  }

  for (const [path, mode] of [
    [sessionPaths.register, 'username'],
    [sessionPaths.registerMobile, 'mobile'],
  ] as const) {
    for (const { url, config } of encryptedTwins(path)) {
      app.put(
        url,
        {
          config: { ...config, rateLimit: secretCheckRateLimit },
          schema: { body: registerRequestSchema, response: { 200: envelopeOf(loginResultSchema) } },
        },
        async (request) =>
          ok(
            await registerMember(
              app.db,
              request.merchant,
              request.body,
              mode,
              originOf(request),
              request.language,
              // A member signed in while registering someone with its own code refers itself.
              (await request.getSession())?.memberId ?? null,
            ),
          ),
      );
    }
  }

  app.get(
    sessionPaths.affiliate,
    {
      config: { rateLimit: secretCheckRateLimit },
      schema: { querystring: affiliateQuerySchema, response: { 200: envelopeOf(affiliateResultSchema) } },
    },
    async (request) => {
      const agent = await findAffiliateAgent(app.db, request.merchant.id, request.query.code);
      // A member's referral code registers too; whose it is stays private.
      const referrer = agent
        ? undefined
        : await findReferrer(app.db, request.merchant.id, request.query.code);
      return ok({ valid: Boolean(agent ?? referrer), agentAccount: agent?.username ?? null });
    },
  );

  app.post(
    sessionPaths.freeplay,
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: { body: freeplayRequestSchema, response: { 200: envelopeOf(loginResultSchema) } },
    },
    async (request) => ok(await startTrial(app.db, request.merchant, originOf(request), request.language)),
  );

  app.delete(
    sessionPaths.logout,
    { schema: { response: { 200: envelopeOf(z.object({ loggedOut: z.literal(true) })) } } },
    async (request) => {
      // Logging out is always allowed, restricted or not.
      const session = await request.getSession();
      if (!session) return ok({ loggedOut: true as const });
      await endSession(app.db, app.bus, session);
      await writeAudit(app.db, {
        merchantId: session.merchantId,
        memberId: session.memberId,
        action: 'LOGOUT',
        origin: originOf(request),
      });
      return ok({ loggedOut: true as const });
    },
  );

  app.post(
    sessionPaths.sendNewIpCode,
    {
      config: { rateLimit: secretCheckRateLimit },
      schema: { response: { 200: envelopeOf(z.object({ expiredMinutes: z.number() })) } },
    },
    async (request) => {
      const session = await request.requireSession({ allowRestriction: 'NEW_IP' });
      return ok(
        await sendNewIpCode(
          app.db,
          app.messageSender,
          request.merchant,
          session,
          request.language,
          originOf(request),
        ),
      );
    },
  );

  app.post(
    sessionPaths.verifyNewIp,
    {
      config: { rateLimit: secretCheckRateLimit },
      schema: {
        body: newIpVerifySchema,
        response: { 200: envelopeOf(z.object({ verified: z.literal(true) })) },
      },
    },
    async (request) => {
      const session = await request.requireSession({ allowRestriction: 'NEW_IP' });
      return ok(
        await verifyNewIp(app.db, app.bus, request.merchant, session, request.body.answer, originOf(request)),
      );
    },
  );

  app.get(
    sessionPaths.loginHistory,
    { schema: { response: { 200: envelopeOf(z.array(loginHistoryItemSchema)) } } },
    async (request) => ok(await loginHistory(app.db, await request.requireSession({ allowTrial: false }))),
  );

  app.get(
    sessionPaths.memberInfo,
    { schema: { response: { 200: envelopeOf(memberInfoResultSchema) } } },
    async (request) => {
      // The basic info stays readable while a password change is pending, so the page can greet the member.
      const session = await request.requireSession({ allowRestriction: 'PASSWORD_CHANGE' });
      // The public state (the header asks on every page): the promotions' part is a couple of small reads.
      // The rewards' parts are about a real member only: none for trial players and restricted sessions.
      const reader = promotionReader(session);
      const [info, wallet, promotions, toClaim, vip, rebates, referrals, unreadMessage] = await Promise.all([
        getMemberInfo(app.db, session),
        memberBalance(app.db, request.merchant, session.memberId),
        promotionPublicState(app.db, request.merchant, reader),
        missionsToClaim(app.db, request.merchant.id, reader),
        vipPublicState(app.db, request.merchant.id, reader, request.language),
        rebatePromoCount(app.db, request.merchant, reader),
        referralReadyCount(app.db, request.merchant, reader),
        unreadMessageCount(app.db, request.merchant.id, reader),
      ]);
      // Rebates ready to claim count as one reward (one claim pays them all): docs/rebates.md.
      // Each referral reward ready (the referral page's readyCount) counts too: docs/referral.md.
      const availablePromoCount = promotions.availablePromoCount + rebates + referrals;
      return ok({
        ...info,
        balance: wallet.balance,
        currencySymbol: wallet.currencySymbol,
        ...promotions,
        availablePromoCount,
        missionsToClaim: toClaim,
        unreadMessage,
        ...vip,
      });
    },
  );

  app.post(
    sessionPaths.memberInfo,
    { schema: { body: profileUpdateSchema, response: { 200: envelopeOf(profileSchema) } } },
    async (request) =>
      ok(
        await updateProfile(
          app.db,
          await request.requireSession({ allowTrial: false }),
          request.body,
          originOf(request),
        ),
      ),
  );

  app.get(
    sessionPaths.memberProfile,
    { schema: { response: { 200: envelopeOf(profileSchema) } } },
    async (request) => ok(await getProfile(app.db, await request.requireSession())),
  );

  app.post(
    sessionPaths.memberIcon,
    { schema: { body: avatarUpdateSchema, response: { 200: envelopeOf(profileSchema) } } },
    async (request) =>
      ok(await setAvatar(app.db, await request.requireSession({ allowTrial: false }), request.body.avatar)),
  );

  for (const { url, config } of encryptedTwins(sessionPaths.changePassword)) {
    app.post(
      url,
      { config, schema: { body: changePasswordSchema, response: { 200: envelopeOf(done) } } },
      async (request) => {
        const session = await request.requireSession({
          allowRestriction: 'PASSWORD_CHANGE',
          allowTrial: false,
        });
        return ok(
          await changePassword(app.db, app.bus, request.merchant, session, request.body, originOf(request)),
        );
      },
    );
  }

  for (const { url, config } of encryptedTwins(sessionPaths.paymentPassword)) {
    app.post(
      url,
      { config, schema: { body: paymentPasswordSchema, response: { 200: envelopeOf(done) } } },
      async (request) => {
        const session = await request.requireSession({ allowTrial: false });
        return ok(
          await setPaymentPassword(app.db, request.merchant, session, request.body, originOf(request)),
        );
      },
    );
  }

  app.post(
    sessionPaths.forgotByEmail,
    {
      config: { rateLimit: secretCheckRateLimit },
      schema: {
        body: forgotByEmailSchema,
        response: { 200: envelopeOf(z.object({ sent: z.literal(true) })) },
      },
    },
    async (request) =>
      ok(
        await sendPasswordResetEmail(
          app.db,
          app.messageSender,
          request.merchant,
          request.body,
          request.language,
          originOf(request),
        ),
      ),
  );

  app.post(
    sessionPaths.resetByEmail,
    {
      config: { rateLimit: secretCheckRateLimit },
      schema: { body: resetByEmailSchema, response: { 200: envelopeOf(done) } },
    },
    async (request) =>
      ok(await resetPasswordByEmail(app.db, app.bus, request.merchant, request.body, originOf(request))),
  );

  for (const { url, config } of encryptedTwins(sessionPaths.resetByPhone)) {
    app.post(
      url,
      {
        config: { ...config, rateLimit: secretCheckRateLimit },
        schema: { body: resetByPhoneSchema, response: { 200: envelopeOf(loginResultSchema) } },
      },
      async (request) =>
        ok(await resetPasswordByPhone(app.db, app.bus, request.merchant, request.body, originOf(request))),
    );
  }

  app.post(
    sessionPaths.bindCode,
    {
      config: { rateLimit: secretCheckRateLimit },
      schema: {
        body: bindCodeRequestSchema,
        response: { 200: envelopeOf(z.object({ expiredMinutes: z.number() })) },
      },
    },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(
        await sendBindCode(
          app.db,
          app.messageSender,
          request.merchant,
          session,
          request.body,
          request.language,
          originOf(request),
        ),
      );
    },
  );

  app.post(
    sessionPaths.totpSetup,
    { schema: { response: { 200: envelopeOf(totpSetupSchema) } } },
    async (request) =>
      ok(await startTotpSetup(app.db, request.merchant, await request.requireSession({ allowTrial: false }))),
  );

  app.post(
    sessionPaths.totpConfirm,
    {
      config: { rateLimit: secretCheckRateLimit },
      schema: { body: totpConfirmSchema, response: { 200: envelopeOf(done) } },
    },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(await confirmTotpSetup(app.db, request.merchant, session, request.body, originOf(request)));
    },
  );

  for (const [path, channel] of [
    [sessionPaths.bindMobile, 'SMS'],
    [sessionPaths.bindEmail, 'EMAIL'],
  ] as const) {
    app.post(
      path,
      { schema: { body: bindContactSchema, response: { 200: envelopeOf(profileSchema) } } },
      async (request) => {
        const session = await request.requireSession({ allowTrial: false });
        return ok(
          await bindContact(app.db, request.merchant, session, channel, request.body, originOf(request)),
        );
      },
    );
  }

  app.post(
    memberOperatorPaths.status,
    {
      schema: {
        params: z.object({ memberId: rowIdParamSchema }),
        body: z.object({ status: z.enum(memberStatuses) }),
        response: {
          200: envelopeOf(z.object({ memberId: z.number().int(), status: z.enum(memberStatuses) })),
        },
      },
    },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await setMemberStatus(
          app.db,
          app.bus,
          request.merchant.id,
          { memberId: request.params.memberId, status: request.body.status, operatorId: operator.operatorId },
          originOf(request),
        ),
      );
    },
  );
};
