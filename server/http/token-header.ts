/** The request header that carries a portal token (the client's token record names it). */
export const TOKEN_HEADER = 'x-portal-token';
