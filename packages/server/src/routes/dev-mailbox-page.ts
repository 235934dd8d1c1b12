import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/context.js';
import { referenceService } from '../services/reference.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A small page listing the outbox with clickable links, for trying sign-up and reset without a mail server. */
export function registerDevMailboxPage(app: FastifyInstance, services: Services): void {
  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await referenceService(services).mailbox();
    const items = mails
      .map((m) => {
        const link = m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : '';
        return `<li><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p>${link}<pre>${escapeHtml(m.text)}</pre></li>`;
      })
      .join('\n');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:50rem;padding:0 1rem}
li{list-style:none;border-bottom:1px solid #ccc;padding:1rem 0}h2{font-size:1.1rem;margin:0}.meta{color:#555;margin:0}
pre{white-space:pre-wrap;background:#f5f5f5;padding:.75rem}</style></head>
<body><h1>Development mailbox</h1><p>Mails the server would have sent (newest first). Not available in production.</p>
<ul>${items || '<li>No mail yet.</li>'}</ul></body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
