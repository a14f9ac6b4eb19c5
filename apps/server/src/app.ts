import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { agentContractRoutes } from './modules/agents/contracts/routes.ts';
import { agentRoutes } from './modules/agents/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { captchaRoutes } from './modules/captcha/routes.ts';
import { challengeRoutes } from './modules/challenge/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { webManifestRoutes } from './modules/content/web-manifest.ts';
import { demoAssetRoutes } from './modules/demo/routes.ts';
import { demoPayRoutes } from './modules/deposits/demo-pay.ts';
import { depositRoutes } from './modules/deposits/routes.ts';
import { gameLaunchRoutes } from './modules/game-launch/routes.ts';
import { gameWalletRoutes } from './modules/game-wallet/routes.ts';
import { gameRoutes } from './modules/games/routes.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { lotteryRoutes } from './modules/lottery/routes.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { missionRoutes } from './modules/missions/routes.ts';
import { pointsRoutes } from './modules/points/routes.ts';
import { operatorRoutes } from './modules/operators/routes.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { rebateRoutes } from './modules/rebates/routes.ts';
import { referralRoutes } from './modules/referral/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { recordRoutes } from './modules/records/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { transferRoutes } from './modules/transfers/routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { vendorTransferRoutes } from './modules/vendor-transfers/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import { vipRoutes } from './modules/vip/routes.ts';
import { createMessageSender } from './modules/verification/senders.ts';
import { withdrawalRoutes } from './modules/withdrawals/routes.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { dbPlugin } from './plugins/db.ts';
import { encryptedBodyPlugin } from './plugins/encrypted-body.ts';
import { frameworkErrorHandler, installErrorHandling, sendError } from './plugins/errors.ts';
import { healthPlugin } from './plugins/health.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { languagePlugin } from './plugins/language.ts';
import { merchantPlugin, tenantPathPattern } from './plugins/merchant.ts';
import { operatorSessionPlugin } from './plugins/operator-session.ts';
import { messageSenderPlugin } from './plugins/message-sender.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { webPlugin } from './plugins/web.ts';
import { serverScreenBootstrap } from './plugins/web-ssr.ts';
import { cachePlugin } from './shared/cache.ts';
import { invalidationBusPlugin } from './shared/invalidation-bus.ts';

export interface AppOptions {
  database: DatabaseHandle;
  config: Pick<ServerConfig, 'production' | 'redisUrl' | 'webDist' | 'logLevel'> & {
    trustProxy?: boolean;
    /** Leading zero bits of the proof-of-work challenge (tests use fewer). */
    challengeDifficulty?: number;
    /**
     * Prefix of the answer cache's Redis keys and of the invalidation channel (tests sharing one Redis give each
     * app, or each pair of apps that share a database, their own).
     */
    cacheNamespace?: string;
  };
  logger?: FastifyServerOptions['logger'];
}

/** Paths that never fall back to the web app: the API, dev tools and files. */
const nonAppPath = /^\/(wps|lgw|lotto|ops|dev|demo-assets|docs|vendor-api)(\/|$)|\.[a-z0-9]{1,8}$/i;

export async function buildApp({ database, config, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers (balances, member data, records) are never kept by a browser or a proxy, unless a route
    // said otherwise (demo images, a member's own uploads).
    if (!reply.hasHeader('cache-control') && tenantPathPattern.test(request.routeOptions.url ?? request.url))
      reply.header('cache-control', 'no-store');
  });

  await app.register(compressionPlugin);
  await app.register(dbPlugin, { handle: database });
  /* The first screens' inline bootstrap is allowed by its hash (plugins/web-ssr.ts). */
  const bootstrap = serverScreenBootstrap(config.webDist);
  await app.register(securityPlugin, {
    redisUrl: config.redisUrl,
    production: config.production,
    inlineScriptHashes: bootstrap ? [bootstrap.cspSource] : [],
  });
  await app.register(cachePlugin, { redisUrl: config.redisUrl, namespace: config.cacheNamespace });
  await app.register(invalidationBusPlugin, { redisUrl: config.redisUrl, namespace: config.cacheNamespace });
  await app.register(languagePlugin);
  await app.register(merchantPlugin);
  await app.register(sessionPlugin);
  await app.register(encryptedBodyPlugin);
  await app.register(operatorSessionPlugin);
  await app.register(inputGuardPlugin);
  await app.register(healthPlugin);
  await app.register(messageSenderPlugin, {
    sender: createMessageSender({ production: config.production, env: process.env, db: database.db }),
  });

  if (!config.production) {
    await app.register(swagger, {
      openapi: { info: { title: 'Member site platform API', version: '0.1.0' } },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  }

  await app.register(systemRoutes);
  await app.register(auditRoutes);
  await app.register(contentRoutes);
  await app.register(gameRoutes);
  await app.register(gameWalletRoutes);
  await app.register(gameLaunchRoutes);
  await app.register(identityRoutes);
  await app.register(challengeRoutes, { difficulty: config.challengeDifficulty });
  await app.register(captchaRoutes);
  await app.register(verificationRoutes, { sender: app.messageSender, production: config.production });
  await app.register(operatorRoutes);
  await app.register(walletRoutes);
  await app.register(withdrawalRoutes);
  await app.register(transferRoutes);
  await app.register(vendorTransferRoutes);
  await app.register(recordRoutes);
  await app.register(uploadRoutes);
  await app.register(depositRoutes);
  await app.register(lotteryRoutes);
  await app.register(agentRoutes);
  await app.register(agentContractRoutes);
  await app.register(promotionRoutes);
  await app.register(rebateRoutes);
  await app.register(vipRoutes);
  await app.register(missionRoutes);
  await app.register(pointsRoutes);
  await app.register(messageRoutes);
  await app.register(referralRoutes);
  // The live chat's sockets (text frames of a few KB: images go over HTTP first).
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(supportRoutes);
  await app.register(demoPayRoutes);
  await app.register(demoAssetRoutes);
  await app.register(webManifestRoutes);
  await app.register(webPlugin, { webDist: config.webDist });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !nonAppPath.test(path);
    if (wantsPage && (await app.sendWebApp(reply))) return reply;
    return sendError(request, reply, 'request.not.found');
  });
  return app;
}
