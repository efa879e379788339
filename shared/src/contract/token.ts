/**
 * The longest bearer token the API accepts (its tokens are far shorter): one printable word. The
 * portal keeps no longer one, so a token it stores is one the API can read.
 */
export const TOKEN_MAX_LENGTH = 512;
