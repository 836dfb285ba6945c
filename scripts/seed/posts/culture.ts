import type { SeedPost } from '../types';

export const culturePosts: SeedPost[] = [
  {
    title: 'What We Lose When Everything Is a Playlist',
    excerpt:
      "Streaming gave us every song ever recorded and took away the album. A listener's case for pressing play on side one and not skipping.",
    categoryId: 'culture',
    authorId: 'elena-marsh',
    tagIds: ['music', 'artificial-intelligence'],
    daysAgo: 6,
    content: `
<p>I recently tried an experiment. For one month, I listened to music only as whole albums, start to finish, in the order the artist intended. No shuffle, no algorithmic mixes, no skipping the slow song in the middle. It was harder than I expected, and it changed how I hear music.</p>
<h2>The triumph of the playlist</h2>
<p>Streaming services have been extraordinarily good for listeners in many ways. Almost the entire history of recorded music is available for the price of a couple of records a month. Discovery is easier than ever. A song from a small band in another hemisphere can find an audience of millions overnight.</p>
<p>But the dominant unit of listening has changed. The playlist, whether made by an editor, an algorithm or a friend, has replaced the album for most people. Songs are now heard primarily alongside songs by other artists, chosen for a mood or an activity: focus, workout, dinner party, sleep.</p>
<h3>How the format shapes the music</h3>
<p>Formats always influence what artists make. The three-minute pop single grew out of the limits of the 78 rpm record. The concept album flourished with the long-playing vinyl record. Streaming, which typically counts a play after about thirty seconds, rewards songs that grab attention immediately:</p>
<ul>
  <li>Shorter introductions, with vocals or the hook arriving within the first few seconds.</li>
  <li>Shorter songs overall, since more tracks mean more plays.</li>
  <li>Fewer of the slow-building, experimental or transitional pieces that albums once made room for.</li>
</ul>
<h2>What an album offers</h2>
<p>An album is an argument. The sequence of songs is a choice, often agonised over, that creates contrast, tension and release. The quiet track after the loud one lands differently because of where it sits. A closing song carries the weight of everything before it.</p>
<p>During my month of albums, the songs I would normally have skipped turned out to matter most. They were the breathing spaces, the changes of pace that made the highlights shine. Several of them became my favourites by the end of the month.</p>
<blockquote><p>Shuffle treats songs like items in a catalogue. An album treats them like chapters in a book.</p></blockquote>
<h3>Attention as a choice</h3>
<p>The deeper change was in my attention. A playlist is designed to be background, and it works beautifully as background. An album asks for forty minutes of your time and rewards you for giving them. I started listening the way I read a novel: sitting down, with nothing else competing, letting it unfold.</p>
<h2>Bringing the album back into your week</h2>
<p>You do not need to abandon playlists to rediscover albums. A few small habits help:</p>
<ol>
  <li>Pick one album a week and give it three full listens before deciding what you think.</li>
  <li>Turn off autoplay so the silence at the end is part of the experience.</li>
  <li>Read the credits and liner notes, which many services and sites such as <a href="https://www.discogs.com/" target="_blank">Discogs</a> still provide.</li>
  <li>Go back to an album you loved as a teenager and listen to it straight through.</li>
</ol>
<p>Recommendation algorithms are wonderful at finding music you will probably like. They are less good at giving you music you have to grow into. That part is still up to us, and it might start with pressing play on track one and letting it run.</p>
`,
  },
  {
    title: 'The Long Afterlife of the Paperback',
    excerpt:
      'Predicted to vanish with every new technology, the cheap paperback keeps outliving its obituaries. Its history explains why.',
    categoryId: 'culture',
    authorId: 'sofia-reyes',
    tagIds: ['books'],
    daysAgo: 110,
    content: `
<p>Every few years someone announces the death of the printed book. Radio was going to kill it, then television, then the internet, then the e-reader. And every few years the humble paperback, cheap, light and a little fragile, quietly carries on selling in the millions. Its survival is not an accident. The paperback has always been less a format than an idea about who books are for.</p>
<h2>A revolution at a railway station</h2>
<p>Cheap books existed long before the twentieth century, from chapbooks sold by street pedlars to the sensational serials of the Victorian era. But the modern paperback is usually dated to 1935, when the publisher Allen Lane launched Penguin Books in Britain. According to the often-told story, he found himself on a railway platform with nothing worth reading on sale.</p>
<p>His idea was simple and radical: serious literature, well printed, sold for the price of a packet of cigarettes, in shops where ordinary people already went. The first ten Penguins included novels by Ernest Hemingway and Agatha Christie. Booksellers were sceptical. Readers were not.</p>
<h3>Design as a promise</h3>
<p>Early Penguins had a distinctive look, with horizontal bands of colour that signalled the genre at a glance:</p>
<ul>
  <li>Orange for fiction.</li>
  <li>Green for crime.</li>
  <li>Dark blue for biography.</li>
  <li>Cerise for travel and adventure.</li>
</ul>
<p>The covers did not need illustrations. The brand itself promised quality at a low price, and readers learned to trust it.</p>
<h2>The paperback goes to war</h2>
<p>During the Second World War, paperbacks became essential equipment. In the United States, the Armed Services Editions printed well over a hundred million copies of specially designed, pocket-sized books for soldiers. They were read in trenches, on ships and in hospitals, and a generation returned home with a reading habit, and with authors they would never have otherwise encountered.</p>
<blockquote><p>A book is a gift you can open again and again. — Garrison Keillor</p></blockquote>
<h2>Why it keeps surviving</h2>
<p>The paperback has weathered every predicted extinction because it does a few things unusually well. It needs no battery, no account and no connection. It can be lent, resold, left on a train for a stranger or dropped in the bath without financial ruin. It shows, on a shelf or in a hand, what someone is reading, which quietly sparks conversations.</p>
<p>E-books did take a share of the market, especially in genre fiction. But sales of printed books stabilised rather than collapsing, and many readers now use both, choosing the screen for convenience and the page for pleasure.</p>
<h3>The reader's object</h3>
<p>There is something else, harder to measure. A well-read paperback carries its history with it: a cracked spine, a train ticket used as a bookmark, a name written inside the cover, notes in the margins from a previous owner. It becomes a small autobiography of its readers.</p>
<h2>Keeping the habit alive</h2>
<ol>
  <li>Visit second-hand bookshops, where the paperback's long afterlife is most visible.</li>
  <li>Join or start a little free library on your street.</li>
  <li>Carry a book instead of reaching for your phone on your next commute.</li>
</ol>
<p>The <a href="https://www.penguin.co.uk/about/company-articles/history-of-penguin" target="_blank">history of Penguin</a> is a lovely rabbit hole for anyone curious about where the format began. And the next time someone predicts the end of printed books, you might smile and reach for the paperback in your bag.</p>
`,
  },
];
