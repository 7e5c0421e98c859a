/** Access tokens are short-lived: a stolen one is useless within minutes (refresh renews them). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
