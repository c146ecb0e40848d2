import { route } from './route.ts';

export const contactRoutes = {
  sendContactMessage: route('POST', '/api/contact'),
};
