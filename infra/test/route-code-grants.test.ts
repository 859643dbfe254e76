// The route table's Cognito grants match the code: each handler is bundled as CDK bundles it, and
// the Cognito commands that end up in its bundle must be exactly the `user-pool:<call>` entries its
// route declares. A handler that starts calling another command fails here, not with AccessDenied
// in production; a grant its code no longer needs fails here too.
import { routeList } from '@thon/shared/api/routes';
import { describe, expect, it } from 'vitest';
import { authorizerHandler } from '../constructs/http-api';
import { bundledInputsByHandler } from './support/handler-bundles';

const cognitoCommand = /client-cognito-identity-provider\/dist-[a-z]+\/commands\/(\w+)Command\.js$/;

/** Per handler module, the Cognito commands its bundle contains (code, not just an import). */
async function cognitoCommandsByHandler(handlers: readonly string[]): Promise<Map<string, string[]>> {
  const inputs = await bundledInputsByHandler(handlers);
  return new Map(
    handlers.map((handler) => {
      const commands = (inputs.get(handler) ?? [])
        .map((path) => cognitoCommand.exec(path)?.[1])
        .filter((command): command is string => command !== undefined);
      return [handler, [...new Set(commands)].sort()];
    }),
  );
}

describe('Cognito grants follow the code', () => {
  it('declares for every route exactly the Cognito commands its handler sends', async () => {
    const commands = await cognitoCommandsByHandler([
      ...routeList.map((route) => route.handler),
      authorizerHandler,
    ]);
    // The bundles were really inspected: the password sign-in calls AdminInitiateAuth.
    expect(commands.get('auth/login')).toContain('AdminInitiateAuth');
    for (const route of routeList) {
      const declared = (route.uses ?? [])
        .filter((use) => use.startsWith('user-pool:'))
        .map((use) => use.slice('user-pool:'.length))
        .sort();
      expect(commands.get(route.handler), route.name).toEqual(declared);
    }
    expect(commands.get(authorizerHandler)).toEqual([]);
  });
});
