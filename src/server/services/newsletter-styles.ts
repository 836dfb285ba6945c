/** The newsletter's styles: kept in ranges that read well when a client darkens the mail. */

/** Styles for the parts of the body; juice moves them onto the elements. */
export const CSS = `
body { margin: 0; padding: 0; background: #f4f4f5; }
.wrap { width: 100%; background: #f4f4f5; padding: 24px 0; }
.card { max-width: 600px; width: 100%; background: #ffffff; border-radius: 8px; }
.inner { padding: 32px; font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; color: #27272a; font-size: 17px; line-height: 28px; }
.browser { font-size: 13px; line-height: 20px; color: #71717a; text-align: center; padding: 0 0 12px; font-family: Helvetica, Arial, sans-serif; }
.browser a { color: #4f46e5; }
.site { margin: 0 0 20px; font-size: 13px; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: #4f46e5; }
h1 { margin: 0 0 12px; font-size: 30px; line-height: 38px; color: #18181b; }
.excerpt { margin: 0 0 24px; font-size: 18px; line-height: 28px; color: #52525b; }
.featured { display: block; width: 100%; max-width: 536px; height: auto; border-radius: 6px; margin: 0 0 24px; }
h2 { margin: 32px 0 12px; font-size: 24px; line-height: 32px; color: #18181b; }
h3 { margin: 28px 0 10px; font-size: 20px; line-height: 28px; color: #18181b; }
h4 { margin: 24px 0 8px; font-size: 18px; line-height: 26px; color: #18181b; }
p { margin: 0 0 18px; }
a { color: #4f46e5; text-decoration: underline; }
img { max-width: 100%; height: auto; border: 0; }
ul, ol { margin: 0 0 18px; padding-left: 24px; }
li { margin: 0 0 6px; }
blockquote { margin: 0 0 18px; padding: 4px 0 4px 16px; border-left: 4px solid #a5b4fc; color: #3f3f46; font-style: italic; }
pre { margin: 0 0 18px; padding: 14px 16px; background: #1f2937; color: #f3f4f6; border-radius: 6px; font-family: Menlo, Consolas, 'Courier New', monospace; font-size: 14px; line-height: 21px; white-space: pre-wrap; word-wrap: break-word; }
code { font-family: Menlo, Consolas, 'Courier New', monospace; font-size: 15px; background: #f4f4f5; color: #1f2937; padding: 1px 4px; border-radius: 4px; }
pre code { background: #1f2937; color: #f3f4f6; padding: 0; font-size: 14px; }
hr { border: 0; border-top: 1px solid #e4e4e7; margin: 28px 0; }
mark { padding: 0 2px; color: #18181b; }
.video a { text-decoration: none; font-weight: 600; }
.read { margin: 28px 0 0; }
.read a { display: inline-block; padding: 12px 20px; background: #4f46e5; color: #ffffff; text-decoration: none; border-radius: 6px; font-weight: 600; font-size: 16px; line-height: 20px; }
.footer { padding: 20px 32px 0; font-family: Helvetica, Arial, sans-serif; font-size: 13px; line-height: 20px; color: #71717a; text-align: center; }
.footer a { color: #71717a; }
`;

/** For the clients that honour it (Apple Mail, iOS, some Outlooks); kept in <head> by juice. */
export const DARK_CSS = `
@media (prefers-color-scheme: dark) {
  body, .wrap { background: #18181b !important; }
  .card { background: #27272a !important; }
  .inner, p, li { color: #e4e4e7 !important; }
  h1, h2, h3, h4 { color: #fafafa !important; }
  .excerpt, blockquote { color: #d4d4d8 !important; }
  a, .site, .browser a { color: #a5b4fc !important; }
  code { background: #3f3f46 !important; color: #f4f4f5 !important; }
  .read a { background: #6366f1 !important; color: #ffffff !important; }
}`;
