import type { FastifyInstance } from 'fastify';

import {
  CHALLENGE_TTL,
  findOpenChallenge,
  openChallenge,
  solveChallenge,
  TOKEN_TTL,
} from '../captcha/captcha-service.ts';
import { drawPuzzle, PUZZLE } from '../captcha/puzzle-image.ts';
import { ref } from '../contract.ts';
import { ApiProblem } from '../errors.ts';

/** The reference platform's own captcha: a slider puzzle whose answer never leaves the server. */
export function captchaRoutes(app: FastifyInstance) {
  // Each challenge is a row and two drawings: one address gets a budget of them.
  app.post('/puzzle-api/challenge', async (request) => {
    const pass = await app.checkBudget(request, 'captcha_challenge');
    const challenge = await openChallenge(app.db);
    await pass.count();
    const base = `/puzzle-api/challenge/${challenge.id}`;
    return {
      id: challenge.id,
      width: PUZZLE.width,
      height: PUZZLE.height,
      pieceSize: PUZZLE.piece,
      pieceY: challenge.piece_y,
      background: `${base}/background.png`,
      piece: `${base}/piece.png`,
      expiresIn: CHALLENGE_TTL,
    };
  });

  app.get<{ Params: { id: string; image: 'background' | 'piece' } }>(
    '/puzzle-api/challenge/:id/:image.png',
    {
      schema: { params: ref('captcha', 'challengeImageParams') },
    },
    async (request, reply) => {
      const challenge = await findOpenChallenge(app.db, request.params.id);
      if (!challenge)
        throw new ApiProblem(404, 'captcha_expired', ['no open challenge with this id']);
      const images = drawPuzzle(challenge.seed, challenge.answer, challenge.piece_y);
      return reply
        .type('image/png')
        .header('cache-control', 'no-store')
        .send(images[request.params.image]);
    },
  );

  app.post<{ Body: { id: string; x: number } }>(
    '/puzzle-api/verify',
    { schema: { body: ref('captcha', 'puzzleVerifyBody') } },
    async (request) => ({
      success: true,
      token: await solveChallenge(app.db, request.body.id, request.body.x),
      expiresIn: TOKEN_TTL,
    }),
  );
}
