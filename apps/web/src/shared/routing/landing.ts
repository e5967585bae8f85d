/**
 * `/?login` opens the landing on its login tab (the header's «Войти» from any page, the landing
 * itself included) and brings the form into view.
 */
export const LANDING_LOGIN_PARAM = 'login';
