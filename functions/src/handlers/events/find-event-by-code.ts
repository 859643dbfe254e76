// POST /api/EventCode — placeholder until the platform middy stack lands (same session).
export const handler = async () => ({ statusCode: 200, body: JSON.stringify('not found') });
