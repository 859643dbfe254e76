// API Gateway Lambda authorizer — placeholder until sign-in lands.
export const handler = async () => ({ isAuthorized: false });
