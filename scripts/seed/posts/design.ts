import type { SeedPost } from '../types';

export const designPosts: SeedPost[] = [
  {
    title: 'Typography Is the Interface',
    excerpt:
      'Most of what people do on a screen is read. Getting the type right is not decoration; it is the single biggest design decision you make.',
    categoryId: 'design',
    authorId: 'david-okafor',
    tagIds: ['typography', 'user-experience'],
    daysAgo: 14,
    featured: true,
    content: `
<p>Take any app you use daily and remove everything except the text. The buttons become words, the menus become lists, the content becomes paragraphs. What remains is still surprisingly usable. Now do the opposite: keep the icons, colours and layout but blur every letter. The app becomes useless within seconds.</p>
<p>That thought experiment explains why typography deserves far more attention than it usually gets. On the web, and in almost every interface, type is not one element among many. It is the medium through which nearly everything is communicated.</p>
<h2>Start with the reading size</h2>
<p>The most common typographic mistake in interfaces is body text that is simply too small. Designers working on large, sharp monitors choose 14 pixels because it looks neat, and readers on phones squint. A body size of 16 to 18 pixels, with a line height around 1.5 to 1.7, is a far better starting point for anything meant to be read rather than scanned.</p>
<p>Line length matters just as much. Lines that run the full width of a wide screen force the eye to travel too far and lose its place when returning to the left margin. Aim for roughly 60 to 75 characters per line. In CSS, the <code>ch</code> unit makes this easy: a maximum width of about 65ch on the article container does most of the work.</p>
<h2>Build a scale, then stick to it</h2>
<p>Interfaces drift into chaos when every new screen introduces a slightly different size. A type scale, a small set of sizes related by a consistent ratio, prevents that. A typical scale for a content site might look like this:</p>
<ul>
  <li><strong>Caption</strong> for metadata, dates and labels.</li>
  <li><strong>Body</strong> for paragraphs and most interface text.</li>
  <li><strong>Lead</strong> for excerpts and introductions.</li>
  <li><strong>Heading 3, Heading 2 and Title</strong>, each a clear step up from the last.</li>
</ul>
<p>Six or seven sizes are enough for almost any product. If you find yourself needing an eighth, it is usually a sign that spacing or weight should be doing the job instead.</p>
<h3>Weight and contrast do more than size</h3>
<p>Hierarchy does not always require bigger text. A label in a medium weight with slightly muted colour can sit comfortably next to body text while remaining clearly secondary. Reserve large jumps in size for genuinely different levels of importance, such as the title of a page.</p>
<blockquote><p>Good typography is invisible. Readers should notice the ideas, never the effort it took to make them legible.</p></blockquote>
<h2>Choosing typefaces</h2>
<p>You rarely need more than two families: one for reading and, optionally, one for display. Many excellent products use a single well-made family throughout, relying on weights for contrast. When choosing, test with real content rather than pangrams. Check how the face handles numbers in a table, how it looks at caption size, and whether similar characters such as the capital I, lowercase l and the numeral 1 are easy to tell apart.</p>
<p>System font stacks deserve a mention. They load instantly, look native on every platform and are carefully tuned for screens. For interfaces, as opposed to editorial pages, they are often the wisest choice.</p>
<h3>Accessibility is typography</h3>
<p>Contrast ratios, resizable text and sensible spacing are not a separate checklist to run at the end. They are typographic decisions. The <a href="https://www.w3.org/WAI/WCAG22/quickref/" target="_blank">WCAG quick reference</a> sets a minimum contrast of 4.5 to 1 for body text, and your layout should survive readers zooming to 200 percent without text overlapping or disappearing.</p>
<h2>A simple test</h2>
<p>Before shipping a new screen, print it, or at least view it at arm's length. Squint. Can you still tell what is a heading, what is content and what is a control? If the hierarchy survives the squint test, the typography is doing its job. If everything blurs into the same grey texture, no amount of colour or iconography will rescue it.</p>
`,
  },
  {
    title: 'Designing for the Thumb: Notes on Mobile Ergonomics',
    excerpt:
      'We hold phones in one hand and tap with one thumb. The best mobile interfaces are shaped around that simple, stubborn fact.',
    categoryId: 'design',
    authorId: 'david-okafor',
    tagIds: ['user-experience'],
    daysAgo: 58,
    content: `
<p>Watch people use their phones on a bus, in a queue or while walking, and you will see the same posture again and again. The phone rests in one hand, and the thumb of that same hand does all the work. Studies of mobile behaviour have repeatedly found that one-handed use is the most common grip, especially on the move.</p>
<p>Yet many mobile interfaces are still designed as if people held their phones like a tablet on a desk, with important actions tucked into the top corners where only a second hand can comfortably reach.</p>
<h2>Mapping the comfortable zone</h2>
<p>Picture the arc a thumb sweeps when the hand holds a phone naturally. The area near the bottom centre of the screen is easy to reach. The middle is reachable with a small stretch. The top of the screen, and especially the corner opposite the thumb, requires shifting the grip or using the other hand.</p>
<p>That map suggests some straightforward rules:</p>
<ul>
  <li>Put primary actions, such as compose, save or next, near the bottom of the screen.</li>
  <li>Keep destructive actions away from the easiest zone, so they are not triggered by accident.</li>
  <li>Use the top of the screen for information that is read rather than tapped, such as titles and status.</li>
  <li>Prefer bottom navigation bars to hamburger menus in the top corner for frequently used sections.</li>
</ul>
<h2>Size and spacing</h2>
<p>A thumb is not a mouse pointer. Its contact area is broad and imprecise, and people rarely look directly at their thumb as they tap. Touch targets should be at least 44 by 44 points on iOS and 48 by 48 density-independent pixels on Android, and those numbers are minimums rather than goals.</p>
<p>Spacing matters as much as size. Two perfectly sized buttons placed edge to edge still invite mistaken taps. Leave clear gaps between adjacent targets, and make the tappable area of list rows span the full width of the row, not just the text.</p>
<h3>Gestures should be shortcuts, not secrets</h3>
<p>Swipes and long presses can make an app feel fluid, but they are invisible until discovered. Treat every gesture as a shortcut for an action that is also available as a visible control. Swiping an email to archive it is delightful; having no other way to archive it is a trap.</p>
<blockquote><p>If the only way to find a feature is to accidentally perform a gesture, the feature does not really exist for most of your users.</p></blockquote>
<h2>Forms on small screens</h2>
<p>Forms are where mobile ergonomics are tested hardest. A few habits make an outsized difference:</p>
<ol>
  <li>Use the right input types so the correct keyboard appears for email addresses, numbers and phone numbers.</li>
  <li>Keep labels visible above fields instead of relying on placeholder text that disappears as people type.</li>
  <li>Place the submit button where the thumb ends up after the last field, not floating at the top.</li>
  <li>Show errors next to the field they describe, in words rather than colour alone.</li>
</ol>
<h3>Test with real hands</h3>
<p>Design tools display phone screens at a comfortable size on a large monitor, which hides most ergonomic problems. Put prototypes on actual devices as early as possible and use them standing up, one-handed, while holding a coffee. Ask colleagues with smaller hands and larger phones to try the same flows. The <a href="https://developer.apple.com/design/human-interface-guidelines/" target="_blank">Human Interface Guidelines</a> and <a href="https://m3.material.io/" target="_blank">Material Design</a> both include detailed guidance, but nothing replaces ten minutes of watching a real person try to reach the top corner of your app.</p>
`,
  },
  {
    title: 'The Case for Boring Colour Palettes',
    excerpt:
      'A vivid palette makes a striking first screenshot. A restrained one makes a product people can use for years without getting tired of it.',
    categoryId: 'design',
    authorId: 'david-okafor',
    tagIds: ['user-experience', 'typography'],
    daysAgo: 132,
    content: `
<p>Browse any gallery of interface designs and you will find a riot of colour: gradients on every button, five accent hues competing on a single dashboard, illustrations in saturated pinks and electric blues. These designs photograph beautifully. Many of them would be exhausting to use for an eight-hour workday.</p>
<p>This is an argument for the opposite approach. A mostly neutral palette with one carefully chosen accent is not timid. It is a deliberate choice that lets colour mean something when it appears.</p>
<h2>Colour is a signal</h2>
<p>In an interface, colour does its best work as information. Red says something went wrong. Green says something succeeded. A single accent colour says this is the thing you can click. The more colours a screen uses decoratively, the weaker each of those signals becomes, until an error message has to shout to be noticed among everything else.</p>
<p>A restrained palette typically contains:</p>
<ul>
  <li><strong>A neutral ramp</strong> of eight to ten greys, from near-white backgrounds to near-black text.</li>
  <li><strong>One brand accent</strong> for primary actions, links and focus states.</li>
  <li><strong>Semantic colours</strong> for success, warning, error and information, used only for those meanings.</li>
</ul>
<p>That is usually all a product needs. Illustrations and marketing pages can be more expressive; the working parts of the interface benefit from calm.</p>
<h2>Neutrals are not neutral</h2>
<p>Pure greys can feel cold and lifeless on screen. Many well-loved products tint their neutrals slightly towards the accent colour, warm greys with a hint of yellow or cool greys with a hint of blue. The effect is subtle, but it makes the whole palette feel intentional and coherent.</p>
<h3>Design the dark theme at the same time</h3>
<p>Dark themes expose weak palettes quickly. Saturated accents that look fine on white can vibrate painfully against a dark background, and shadows that created depth in light mode disappear entirely. Choosing a restrained palette from the start makes dark mode far easier: slightly desaturate the accent, lighten it a step, and express elevation through lighter surfaces rather than shadows.</p>
<blockquote><p>When everything is highlighted, nothing is. Save your boldest colour for the one thing you most want people to see.</p></blockquote>
<h2>Contrast before character</h2>
<p>Whatever palette you choose, it has to pass contrast requirements for text and controls. This is easier with a neutral palette, because you have full control over the lightness of each step. A practical workflow:</p>
<ol>
  <li>Pick the background and body text colours first and confirm at least a 4.5 to 1 contrast ratio.</li>
  <li>Choose the accent and check it against both light and dark backgrounds.</li>
  <li>Define hover, active and disabled states as lightness steps of the same hue.</li>
  <li>Test the palette with a colour-blindness simulator before committing to it.</li>
</ol>
<h3>Boring ages well</h3>
<p>Trends in colour move quickly. The gradients that defined one year look dated two years later, and a product built around them needs a redesign to keep up. Neutral interfaces with a single confident accent tend to age gracefully, which means your team can spend its time improving how the product works instead of repainting it. Tools such as <a href="https://www.radix-ui.com/colors" target="_blank">Radix Colors</a> offer well-tested scales to start from. Your users may never comment on your palette. That is exactly the point.</p>
`,
  },
  {
    title: 'Building a Design System From Scratch',
    excerpt:
      'A design system is less a component library than a shared language. Here is how a small team can start one without stopping everything else.',
    categoryId: 'design',
    authorId: 'david-okafor',
    tagIds: ['user-experience', 'web-development'],
    daysAgo: 2,
    status: 'draft',
    content: `
<p>Every product team eventually reaches the moment when the same button exists in seven slightly different shades of blue. Someone suggests a design system, a wiki page appears, and six months later there is a half-finished component library that nobody quite trusts. It does not have to go that way.</p>
<h2>Start with an inventory</h2>
<p>Before designing anything new, collect what already exists. Take screenshots of every button, input, card and heading in the product and put them side by side. The inventory is usually humbling, and it is the most persuasive argument for the system you will ever have.</p>
<ul>
  <li>Group similar components and count the variations.</li>
  <li>Note which variations are intentional and which are accidents.</li>
  <li>Identify the ten components that appear on almost every screen.</li>
</ul>
<h2>Tokens before components</h2>
<p>Design tokens are the named values underneath everything: colours, spacing steps, font sizes, radii and shadows. Agreeing on tokens first means every component built later speaks the same language.</p>
<pre><code>:root {
  --space-1: 4px;
  --space-2: 8px;
  --space-3: 16px;
  --radius-md: 8px;
  --color-accent: #6d28d9;
}</code></pre>
<h3>Name by purpose, not appearance</h3>
<p>A token called <code>--color-purple</code> becomes a lie the day the brand changes. A token called <code>--color-accent</code> survives it.</p>
<blockquote><p>A design system succeeds when it becomes the easiest way to build the product, not when it becomes the most complete.</p></blockquote>
<h2>Ship the first components with a real feature</h2>
<p>Rather than building a library in isolation, build the first components while delivering a feature the team already needs. The components get tested by real use, and the system earns trust by saving time immediately. Document each component with a short description, its variations and the accessibility behaviour it guarantees. The <a href="https://designsystemsrepo.com/" target="_blank">Design Systems Repo</a> collects public examples worth studying.</p>
<h2>Keep it alive</h2>
<p>Systems decay when nobody owns them. Even a team of five benefits from naming one person who reviews new components, keeps the documentation current and says no to the eighth variation of a card. Ownership does not mean gatekeeping; it means someone notices when the system and the product start to drift apart.</p>
<ol>
  <li>Hold a short review every two weeks to look at new patterns that appeared in the product.</li>
  <li>Version the component library and write a one-line changelog entry for every release.</li>
  <li>Mark components as deprecated before removing them, and give teams a date.</li>
</ol>
<h3>Next steps for this draft</h3>
<p>Still to cover: governance in larger organisations, how to measure adoption, and how to retire old components without breaking every screen that uses them.</p>
`,
  },
];
