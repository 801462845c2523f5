/** Text put in HTML we write ourselves (a page, a mail, a message's first draft): it can never add markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
