// The request's caller lives in lib/http: auth's access check writes it, every handler reads it.
export { getSessionCaller, getSessionViewer, rememberCaller } from '../../../lib/http/request-caller.ts';
