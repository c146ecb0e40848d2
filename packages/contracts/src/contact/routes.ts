import { route } from '../shared/route.ts';

export const contactRoutes = {
  sendContactMessage: route('POST', '/api/contact'),
};
