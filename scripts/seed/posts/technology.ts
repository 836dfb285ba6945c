import type { SeedPost } from '../types';

export const technologyPosts: SeedPost[] = [
  {
    title: 'The Quiet Return of Server-Rendered HTML',
    excerpt:
      'After a decade of shipping entire applications to the browser, the web is rediscovering an old idea: send the page, not the program.',
    categoryId: 'technology',
    authorId: 'elena-marsh',
    tagIds: ['web-development', 'productivity'],
    daysAgo: 3,
    featured: true,
    content: `
<p>For most of the last decade, the default way to build a website was to build an application. A bundle of JavaScript arrived in the browser, asked a server for data, and then assembled the page in front of the reader. It worked, and it made some wonderful things possible. It also made a great many simple pages slower, heavier and more fragile than they needed to be.</p>
<p>Something has shifted. Frameworks that once rendered everything on the client now lead with the server. New tools talk about "islands" and "zero JavaScript by default". Teams that spent years tuning bundle sizes are discovering that the fastest script is the one you never send.</p>
<h2>Why the pendulum swung</h2>
<p>Single-page applications solved real problems. Navigation felt instant once everything was loaded, and a rich editor or a dashboard really does need code running in the browser. The trouble started when the same architecture was applied to everything, including articles, product pages and documentation that are mostly text.</p>
<p>The costs were easy to miss on a fast laptop and painful everywhere else:</p>
<ul>
  <li><strong>Slow first paint.</strong> Readers stared at a blank page while a megabyte of script downloaded and parsed.</li>
  <li><strong>Fragile pages.</strong> A single failed request or uncaught error could leave nothing on screen at all.</li>
  <li><strong>Search and sharing.</strong> Crawlers and link previews often saw an empty shell instead of the content.</li>
  <li><strong>Battery and data.</strong> Every visit paid to run code that produced the same HTML for everyone.</li>
</ul>
<h2>What server rendering looks like now</h2>
<p>The modern version is not a return to the page reloads of 2005. It is a division of labour. The server, or a build step, produces complete HTML for everything that is the same for every reader. Small, independent pieces of interactivity, such as a like button or a comment form, are hydrated on their own, often only when they scroll into view.</p>
<p>In practice the page becomes mostly documents with a few live components sprinkled in:</p>
<pre><code>---
const post = await getPost(Astro.params.id);
---
&lt;article&gt;
  &lt;h1&gt;{post.title}&lt;/h1&gt;
  &lt;Fragment set:html={post.content} /&gt;
  &lt;LikeButton client:visible postId={post.id} /&gt;
&lt;/article&gt;</code></pre>
<p>The article text arrives as plain HTML and is readable the moment it lands. Only the like button carries any JavaScript, and it waits until the reader actually reaches it.</p>
<h3>Static where possible, dynamic where needed</h3>
<p>Many sites go a step further and build their pages ahead of time. A published article rarely changes, so there is little reason to render it again on every request. Serving prebuilt files from a content delivery network means the page is already sitting close to the reader before they ask for it. When something does change, a rebuild or a small fallback function fills the gap.</p>
<blockquote><p>The best performance optimisation is not doing the work at all. The second best is doing it once, ahead of time, for everyone.</p></blockquote>
<h2>What this means for teams</h2>
<p>The shift is as much about people as about milliseconds. Server-first pages are easier to reason about: what you see in the HTML is what the reader gets. Bugs in one interactive island do not take down the rest of the page. New team members can contribute to templates without learning an entire client-side state architecture first.</p>
<p>None of this means client-side code is going away. Admin panels, editors and real-time tools still belong in the browser, and the best frameworks let both styles live in one project. The lesson is simply to choose deliberately. Ask of every component whether it needs to run in the reader's browser, and default to no.</p>
<h3>Where to start</h3>
<p>If you maintain a content-heavy site, measure how much JavaScript a reader downloads before they can read the first paragraph. The <a href="https://developer.mozilla.org/en-US/docs/Learn/Performance" target="_blank">MDN guide to web performance</a> is a good place to learn what to look for, and <a href="https://web.dev/articles/vitals" target="_blank">Core Web Vitals</a> give you numbers to track. You may find that the quickest way to make your site faster is to send the page, not the program.</p>
`,
  },
  {
    title: 'What Large Language Models Actually Do When They Write',
    excerpt:
      'Behind the fluent paragraphs is a surprisingly simple loop. Understanding it makes you a better user of AI tools, and a more sceptical one.',
    categoryId: 'technology',
    authorId: 'elena-marsh',
    tagIds: ['artificial-intelligence', 'productivity'],
    daysAgo: 21,
    content: `
<p>Ask a language model for a poem about the sea and you will get one in seconds, complete with rhythm, imagery and a closing line that lands. It is tempting to imagine something composing the poem the way a person would, holding the whole idea in mind and then finding words for it. The reality is both simpler and stranger.</p>
<h2>One word at a time</h2>
<p>At its core, a large language model does a single thing: given some text, it estimates which small piece of text, called a token, is likely to come next. A token is often a word, sometimes part of a word or a punctuation mark. The model picks one, adds it to the text, and asks the same question again. A paragraph is just that loop repeated a few hundred times.</p>
<p>What makes the loop powerful is the estimate itself. During training, the model read an enormous amount of text and adjusted billions of internal numbers so that its guesses got better. To predict the next word in a physics textbook well, it helps to have absorbed something about physics. To continue a sonnet, it helps to have absorbed something about metre. Competence emerges from prediction.</p>
<h2>Why the same question gets different answers</h2>
<p>The model does not produce a single next word. It produces a probability for every possible token. The application then samples from those probabilities, and a setting called temperature controls how adventurous the sampling is:</p>
<ul>
  <li><strong>Low temperature</strong> favours the most likely tokens, giving focused, repeatable and sometimes dull answers.</li>
  <li><strong>High temperature</strong> gives less likely tokens a chance, producing more variety and more mistakes.</li>
  <li><strong>Top-p or top-k limits</strong> cut off the long tail of very unlikely tokens so the text does not drift into nonsense.</li>
</ul>
<p>This is why asking the same question twice can produce two different answers, and why neither answer is the model's "real" opinion. There is no stored belief being retrieved, only a distribution being sampled.</p>
<h3>Where hallucinations come from</h3>
<p>Because the objective is plausibility rather than truth, a model will happily produce a confident citation for a paper that does not exist. The made-up reference looks exactly like the real ones it has seen, which is precisely what it was trained to produce. Newer systems reduce this by retrieving real documents and asking the model to answer from them, but the underlying tendency never fully goes away.</p>
<blockquote><p>A language model is an extraordinary autocomplete. Treat its output as a first draft from a well-read colleague who never checks their sources.</p></blockquote>
<h2>Using these tools well</h2>
<p>Once you see the loop, some practical habits follow naturally. Give the model the context it needs rather than hoping it knows, because everything it can use must be in the prompt or in its training. Ask for structure, such as a list of options or an outline, when you want to think with it rather than be handed a finished answer. And verify anything that matters, especially names, numbers and quotations.</p>
<ol>
  <li>State the audience and the purpose in your first sentence.</li>
  <li>Paste in the source material you want it to work from.</li>
  <li>Ask for a draft, then ask it to critique its own draft.</li>
  <li>Check every factual claim before you publish.</li>
</ol>
<h3>The interesting questions are still open</h3>
<p>Researchers still argue about how much these systems understand and how far prediction alone can go. What is not in doubt is that they are useful: for summarising long documents, generating quiz questions, suggesting headlines or explaining a tricky paragraph in plainer words. If you want to go deeper, the <a href="https://jalammar.github.io/illustrated-transformer/" target="_blank">Illustrated Transformer</a> remains one of the clearest visual explanations of the architecture underneath. Understanding the machine does not make it less impressive. It makes you better at knowing when to trust it.</p>
`,
  },
  {
    title: 'A Practical Guide to Working Offline-First',
    excerpt:
      'Networks fail, trains go through tunnels and cafés have terrible Wi-Fi. Building apps that keep working anyway is easier than you think.',
    categoryId: 'technology',
    authorId: 'elena-marsh',
    tagIds: ['web-development', 'remote-work'],
    daysAgo: 95,
    content: `
<p>Most web applications are built on an unspoken assumption: the network is always there. Click a button, send a request, wait for the answer. It is a reasonable assumption in an office with fibre. It falls apart on a commuter train, in a rural village, on a plane, or in the basement meeting room where every signal goes to die.</p>
<p>Offline-first design flips the assumption. The app treats the device as the primary home for the data a person is working with and treats the network as a way to share and back up that data when it happens to be available.</p>
<h2>The core idea</h2>
<p>An offline-first app reads from and writes to local storage first. The interface never waits on the network to show the person their own work. In the background, a sync process sends local changes to the server and pulls down changes from elsewhere. When the connection drops, nothing visible breaks; the sync simply pauses and resumes later.</p>
<p>This changes how an app feels even when the network is perfect. Saving is instant. Lists appear immediately. The spinner that used to punctuate every interaction disappears.</p>
<h2>The building blocks</h2>
<p>The browser already provides almost everything you need:</p>
<ul>
  <li><strong>Service workers</strong> intercept requests and can answer them from a cache, so the app shell loads without a connection.</li>
  <li><strong>IndexedDB</strong> stores structured data on the device, far beyond the small limits of local storage.</li>
  <li><strong>The Background Sync API</strong>, where supported, retries queued requests once connectivity returns.</li>
  <li><strong>Online and offline events</strong> let the interface tell people honestly what is happening.</li>
</ul>
<p>A minimal service worker that serves cached pages first and falls back to the network looks like this:</p>
<pre><code>self.addEventListener('fetch', (event) =&gt; {
  event.respondWith(
    caches.match(event.request).then((cached) =&gt; cached || fetch(event.request))
  );
});</code></pre>
<h3>The hard part is conflicts</h3>
<p>Storing data locally is easy. Reconciling two devices that both changed the same record while offline is where the real design work lives. There are a few common strategies, each with trade-offs:</p>
<ol>
  <li><strong>Last write wins.</strong> Simple and predictable, but someone's edit is silently discarded.</li>
  <li><strong>Field-level merging.</strong> Changes to different fields of the same record both survive; only true collisions need a rule.</li>
  <li><strong>Operation logs.</strong> Record what people did rather than the final state, and replay operations in order.</li>
  <li><strong>CRDTs.</strong> Data structures designed so that every replica converges to the same result without coordination.</li>
</ol>
<blockquote><p>Every offline app eventually has to answer one question: when two people disagree, whose version wins, and how will they know?</p></blockquote>
<h2>Designing the experience</h2>
<p>Technology is only half of the job. People need to understand what state their work is in. Good offline-first apps show a small, calm indicator of sync status rather than alarming banners. They mark items that have not yet reached the server. When a conflict does need a human decision, they show both versions side by side and let the person choose.</p>
<p>It also pays to be honest about limits. Some actions, such as payments or sending a message to someone else, genuinely require the network. Queue them visibly, explain that they will go out when the connection returns, and let people cancel them.</p>
<h3>Start small</h3>
<p>You do not need to rebuild your app to benefit. Caching the application shell so it opens without a connection is a one-afternoon project. Saving drafts locally before sending them is another. The <a href="https://web.dev/learn/pwa/" target="_blank">web.dev course on progressive web apps</a> walks through each step. For people who work on the move, and that is more of us every year, an app that simply keeps working is the best feature you can ship.</p>
`,
  },
];
