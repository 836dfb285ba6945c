/** Static pages. Privacy and terms are linked from the footer, so they cannot be deleted. */
import type { Page } from '@/shared/types';

export const seedPages: Page[] = [
  {
    id: 'about',
    slug: 'about',
    title: 'About',
    isDeletable: true,
    content: `
<p>Inkwell is an independent online magazine about technology, design, travel, science and culture. We publish a small number of carefully edited stories every month, written by people who know their subjects and care about explaining them well.</p>
<h2>What we believe</h2>
<ul>
  <li><strong>Depth over volume.</strong> We would rather publish one story worth finishing than ten worth skimming.</li>
  <li><strong>Clarity is a courtesy.</strong> Complicated ideas deserve plain language, not jargon.</li>
  <li><strong>Readers come first.</strong> No pop-ups, no autoplaying video, no tracking beyond what keeps the site running.</li>
</ul>
<h2>Write for us</h2>
<p>We are always looking for new voices. If you have a story idea, send a short pitch through our <a href="/contact">contact page</a> with a few lines about yourself and links to anything you have written before.</p>
`,
  },
  {
    id: 'privacy',
    slug: 'privacy',
    title: 'Privacy Policy',
    isDeletable: false,
    content: `
<p>This policy explains what information Inkwell collects when you read, comment on or subscribe to the magazine, how we use it and the choices you have. We keep it short because we collect very little.</p>
<h2>Information we collect</h2>
<ul>
  <li><strong>Account details.</strong> If you create an account, we store your name, email address and a securely hashed password, or the basic profile your sign-in provider shares with us.</li>
  <li><strong>Your contributions.</strong> Comments you post and posts you like are stored with your account.</li>
  <li><strong>Newsletter subscriptions.</strong> If you subscribe, we store your email address and the date you subscribed.</li>
  <li><strong>Messages.</strong> If you use the contact form, we keep your name, email address and message so that we can reply.</li>
</ul>
<p>Bookmarks and your theme preference are stored only in your browser and never sent to us.</p>
<h2>How we use it</h2>
<p>We use this information to run the site: to sign you in, show your comments, send the newsletter you asked for and answer your messages. We do not sell your information, and we do not share it with advertisers.</p>
<h3>Optional AI features</h3>
<p>Some reading tools, such as article summaries and quizzes, send the text of a published article to an AI service to generate a response. We do not send your account details with these requests.</p>
<h2>Your choices</h2>
<ul>
  <li>You can unsubscribe from the newsletter at any time.</li>
  <li>You can ask us to correct or delete your account and the comments attached to it.</li>
  <li>You can clear bookmarks and preferences by clearing your browser's site data.</li>
</ul>
<h2>Contact</h2>
<p>Questions about this policy are welcome through our <a href="/contact">contact page</a>. If we change the policy in a meaningful way, we will say so on this page before the change takes effect.</p>
`,
  },
  {
    id: 'terms',
    slug: 'terms',
    title: 'Terms of Service',
    isDeletable: false,
    content: `
<p>These terms govern your use of Inkwell. By reading the site, creating an account or posting a comment, you agree to them. They are written to be read, so please do.</p>
<h2>Using the site</h2>
<p>You may read, share and link to our articles freely. You may quote short passages with a link back to the original. Republishing whole articles requires our written permission.</p>
<h2>Accounts</h2>
<ul>
  <li>You must give a real email address and keep your password to yourself.</li>
  <li>You are responsible for what is posted from your account.</li>
  <li>We may suspend accounts that break these terms or put other readers at risk.</li>
</ul>
<h2>Comments and community</h2>
<p>We welcome disagreement and discussion. To keep conversations worth reading, comments are moderated and we will remove anything that is:</p>
<ol>
  <li>Abusive, hateful or harassing towards anyone.</li>
  <li>Spam, advertising or deliberately misleading.</li>
  <li>Someone else's private information or copyrighted material.</li>
</ol>
<p>You keep the rights to what you write, and you give us permission to display it on the site alongside the article it responds to.</p>
<h3>AI-generated content</h3>
<p>Summaries, quizzes, stories and images produced by the site's AI tools are generated automatically and may contain mistakes. Treat them as a starting point, not a source.</p>
<h2>Changes and contact</h2>
<p>We may update these terms as the site evolves; the current version always lives on this page. If you have a question, reach us through the <a href="/contact">contact page</a>.</p>
`,
  },
];
