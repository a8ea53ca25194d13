// @ts-check
// The announcements to acknowledge, in the page's HTML. A first-time visitor's largest paint is
// the 'IMPORTANT ANNOUNCEMENT' modal; drawn by cc-alerts it waits for the app's scripts, the
// alerts chunk, the recent-alerts call and the sanitiser (about 3 s on a phone), and then covers
// a page the user has started to read. The server knows what that call will answer (the
// acknowledgements are cookies as well as local storage: src/state/alert-acks.ts), so it sends
// the same modal with the page: `<div class="cc-alerts-preview" slot="alerts-preview">` in the
// light DOM of <cc-alerts> (a server template's) or of <cc-app> (whose cc-alerts is inside the
// app). The host shows it through a slot; the page's cc-alerts removes it in the commit that
// puts its own stack on screen (src/state/alerts-preview.ts). Styled by demo/site.css like the
// element's own stack. Its 'Okay' is a form: POST /alerts/acknowledge sets the acknowledgement
// cookie and comes back to the page (without JavaScript; with it, the client records the
// acknowledgement in place, under the form's data-ack-key).
import sanitizeHtml from 'sanitize-html';
import { escapeHtml, markupOrNone, renderPage, sendHtml } from '../../html.js';
import { csrfTokenFor, signedInUser } from '../../http-session.js';
import { safeDestination } from '../../redirects.js';
import { answerFor } from '../../server-view.js';
import { visitedContestsOf } from '../contests/contest-answer.js';
import { ALL_CHANNEL, CHANNEL_PATTERN, MAX_CHANNELS, mayHearContest } from './channels.js';

/** The marker in demo/index.html (inside <cc-app>) and demo/legacy.html (inside <cc-alerts>). */
export const ALERTS_PREVIEW_MARKER = '<!--cc-alerts-preview-->';
const ACKNOWLEDGE_PATH = '/alerts/acknowledge';
/** Its slot in its host, <cc-alerts> or <cc-app> (src/state/alerts-preview.ts ALERTS_PREVIEW_SLOT). */
const PREVIEW_SLOT = 'alerts-preview';
/** src/features/alerts/AlertStack.tsx: the title, the button, the cards drawn behind. */
const ALERT_TITLE = 'IMPORTANT ANNOUNCEMENT';
const ACKNOWLEDGE_LABEL = 'Okay';
const MAX_CARDS_BEHIND = 4;
/** src/domain/alerts.ts ACK_COOKIE_DAYS and ACK_KEY_SEPARATOR. */
const ACK_COOKIE_S = 30 * 24 * 3600;
const ACK_KEY_SEPARATOR = '|';

// src/core/sanitize.ts, profile 'richText', as sanitize-html options. What the client keeps more
// (a link's target, images from other sites are never kept) it draws when it takes over; the
// preview only must not show anything the client would not.
const INLINE = ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'code', 'kbd', 'sub', 'sup', 'small', 'span', 'br', 'mark'];
const BLOCK = ['p', 'div', 'ul', 'ol', 'li', 'blockquote', 'pre', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TABLE = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'];
/** @type {sanitizeHtml.IOptions} */
const RICH_TEXT = {
  allowedTags: [...INLINE, ...BLOCK, ...TABLE, 'img', 'figure', 'figcaption', 'aside', 'section'],
  // No class or id: markup must not borrow the page's names (the client drops them too).
  allowedAttributes: {
    '*': ['title', 'lang', 'dir', 'aria-label', 'aria-hidden', 'role'],
    a: ['href'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Images from this site only (a relative address): no scheme, no //host.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** The acknowledgement cookie of a channel (src/domain/alerts.ts ackKey). @param {string} channel @param {string} username */
function ackKey(channel, username) {
  return channel === ALL_CHANNEL || username === '' ? channel : `${username}${ACK_KEY_SEPARATOR}${channel}`;
}

/** A stored acknowledgement as an id, -1 for none (src/domain/alerts.ts parseAckId). @param {string | undefined} raw */
function parseAckId(raw) {
  if (raw === undefined || !/^-?\d+$/.test(raw.trim())) return -1;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= -1 ? id : -1;
}

/** @typedef {ReturnType<typeof signedInUser>} User */

/**
 * The channels the page's alert socket will hear (src/state/alerts.ts): alerts-all; for a
 * signed-in user also the visited contests' and the viewed contest's, those they may hear.
 * @param {import('../../sqlite-types.js').Db} db @param {User} user @param {string | null} viewedContest
 */
function channelsOf(db, user, viewedContest) {
  if (!user) return [ALL_CHANNEL];
  const codes = [...new Set([...visitedContestsOf(db, user.username), ...(viewedContest ? [viewedContest] : [])])];
  const contests = codes.filter((code) => mayHearContest(db, user, code)).map((code) => `contest_${code}`);
  return [ALL_CHANNEL, ...contests].slice(0, MAX_CHANNELS);
}

/** @typedef {{ id: number, message: string, target_audience: { type: string, contestCode: string | null } }} AlertJson */

/**
 * The alerts `user` has still to acknowledge, oldest (shown first) to newest: the recent-alerts
 * answer for the channels' acknowledged ids, as the client will ask for it.
 * @param {import('fastify').FastifyRequest} request @param {User} user @param {string | null} viewedContest
 * @returns {Promise<AlertJson[]>}
 */
async function pendingAlerts(request, user, viewedContest) {
  const query = new URLSearchParams();
  for (const channel of channelsOf(request.server.db, user, viewedContest)) {
    query.set(channel, String(parseAckId(request.cookies[ackKey(channel, user?.username ?? '')])));
  }
  const answer = await answerFor(request, `/api/alerts/recent?${query}`);
  return Array.isArray(answer?.alerts) ? answer.alerts : [];
}

/** @param {AlertJson} alert */
const channelOfAlert = (alert) => (alert.target_audience.type === 'all' ? ALL_CHANNEL : `contest_${alert.target_audience.contestCode}`);

/**
 * The modal as AlertStack draws it, for `alerts` (never empty): the first one in the dialog, up
 * to four cards behind it, and the focus on its 'Okay' (autofocus: no script needed).
 * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
 * @param {User} user @param {AlertJson[]} alerts
 */
function previewMarkup(request, reply, user, alerts) {
  const top = alerts[0];
  const channel = channelOfAlert(top);
  const behind = alerts.slice(1, 1 + MAX_CARDS_BEHIND)
    .map((_, i) => `<div class="card behind depth-${i + 1}" aria-hidden="true"></div>`).reverse().join('');
  const hidden = (/** @type {string} */ name, /** @type {string | number} */ value) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const count = alerts.length > 1 ? `<p class="count">1 of ${alerts.length} announcements</p>` : '';
  return `<div class="cc-alerts-preview" slot="${PREVIEW_SLOT}"><div class="mask"><div class="stack">${behind}` +
    '<div class="card box" role="alertdialog" aria-modal="true" aria-labelledby="cc-alerts-preview-title" aria-describedby="cc-alerts-preview-message">' +
    `<h2 id="cc-alerts-preview-title" class="title">${ALERT_TITLE}</h2>` +
    `<div><div id="cc-alerts-preview-message" class="message">${sanitizeHtml(top.message, RICH_TEXT)}</div></div>` +
    // data-ack-key: the record the client keeps for the channel, for acknowledging in place.
    `<form class="footer" method="post" action="${ACKNOWLEDGE_PATH}" data-ack-key="${escapeHtml(ackKey(channel, user?.username ?? ''))}">` +
    hidden('_csrf', csrfTokenFor(request, reply)) + hidden('channel', channel) + hidden('id', top.id) +
    hidden('return', safeDestination(request.url)) +
    `${count}<button type="submit" class="okay" autofocus>${ACKNOWLEDGE_LABEL}</button></form></div></div></div></div>`;
}

/**
 * The preview of the page's announcements to acknowledge, or '' when there are none or it could
 * not be built (logged: the page is whole without it; cc-alerts shows them when it loads).
 * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
 * @param {string | null} [viewedContest] the contest whose page this is (its channel is heard there)
 */
export function alertsPreviewOrNone(request, reply, viewedContest = null) {
  return markupOrNone(request, 'alerts preview', async () => {
    const user = signedInUser(request);
    const alerts = await pendingAlerts(request, user, viewedContest);
    return alerts.length > 0 ? previewMarkup(request, reply, user, alerts) : '';
  });
}

/** @param {import('fastify').FastifyRequest} request */
const returnOf = (request) => safeDestination(/** @type {{ return?: unknown } | undefined} */ (request.body)?.return);

/**
 * The preview's 'Okay' without JavaScript: records the alert as its channel's last
 * acknowledged id in the cookie the client reads too, and goes back to the page.
 * @param {import('fastify').FastifyInstance} app
 */
export function registerAcknowledgeForm(app) {
  /** @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply @param {{ status: number, message: string }} failure */
  const failurePage = (request, reply, { status, message }) => sendHtml(reply, status, renderPage({
    title: 'Announcement not acknowledged',
    main: `<h1>Announcement not acknowledged</h1>\n<p>${escapeHtml(message)}</p>\n` +
      `<p><a href="${escapeHtml(returnOf(request))}">Back to the page</a></p>`,
  }));
  app.post(ACKNOWLEDGE_PATH, {
    config: { renderForm: failurePage },
    schema: {
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['channel', 'id', 'return'],
        properties: {
          _csrf: { type: 'string', maxLength: 200 },
          channel: { type: 'string', pattern: CHANNEL_PATTERN.source },
          id: { type: 'string', pattern: '^[0-9]{1,15}$' },
          return: { type: 'string', maxLength: 2048 },
        },
      },
    },
  }, async (request, reply) => {
    const { channel, id } = /** @type {{ channel: string, id: string }} */ (request.body);
    const user = signedInUser(request);
    if (channel !== ALL_CHANNEL && !mayHearContest(app.db, user, channel.slice('contest_'.length))) {
      return failurePage(request, reply, { status: 403, message: `Not allowed to hear ${channel}` });
    }
    const name = ackKey(channel, user?.username ?? '');
    const last = Math.max(parseAckId(request.cookies[name]), Number(id));
    reply.setCookie(name, String(last), { path: '/', sameSite: 'lax', maxAge: ACK_COOKIE_S, secure: request.protocol === 'https' });
    return reply.redirect(returnOf(request), 303);
  });
}
