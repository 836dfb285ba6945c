import type { SeedPost } from '../types';

export const sciencePosts: SeedPost[] = [
  {
    title: 'How the James Webb Telescope Sees the Invisible',
    excerpt:
      'The most powerful space telescope ever built looks at light our eyes cannot detect. Here is how infrared reveals the early universe.',
    categoryId: 'science',
    authorId: 'kenji-watanabe',
    tagIds: ['space'],
    daysAgo: 28,
    featured: true,
    content: `
<p>The images from the James Webb Space Telescope are some of the most beautiful pictures humans have ever made: cliffs of glowing gas, galaxies bent into arcs by gravity, stars wrapped in shells of dust. What makes them even more remarkable is that none of that light is visible to the human eye. Webb sees the universe in infrared, and the colours in its images are translations.</p>
<h2>Why infrared?</h2>
<p>Light from the most distant galaxies has been travelling for more than thirteen billion years. During that journey, the universe itself has expanded, stretching the light waves along with it. Light that left a young galaxy as ultraviolet or visible light arrives at us stretched into longer infrared wavelengths. Astronomers call this redshift.</p>
<p>To see the first galaxies, then, a telescope must be sensitive to infrared. That single requirement shaped almost every decision in Webb's design:</p>
<ul>
  <li><strong>A huge mirror.</strong> Its 6.5-metre primary mirror, made of 18 gold-coated hexagonal segments, collects far more light than Hubble's.</li>
  <li><strong>Gold coating.</strong> Gold reflects infrared light exceptionally well.</li>
  <li><strong>Extreme cold.</strong> Warm objects glow in infrared, so the telescope must be colder than the faint sources it observes.</li>
  <li><strong>A distant orbit.</strong> It sits about 1.5 million kilometres from Earth, away from our planet's heat.</li>
</ul>
<h2>The sunshield</h2>
<p>The telescope's most distinctive feature is a five-layer sunshield roughly the size of a tennis court. Each layer is thinner than a human hair. Together they block the heat of the Sun, Earth and Moon so effectively that the sun-facing side can reach over 80 degrees Celsius while the mirror side stays below minus 230 degrees.</p>
<p>One instrument, the Mid-Infrared Instrument, needs to be colder still, so it has its own cryocooler that brings it to about seven degrees above absolute zero.</p>
<h3>Unfolding in space</h3>
<p>Webb was too large to fit inside any rocket fairing, so it launched folded up like origami. Over the following weeks, it performed hundreds of deployment steps, each of which had to work perfectly, with no possibility of a repair mission. Engineers called it "300 single points of failure". All of them succeeded.</p>
<blockquote><p>Every image Webb sends is also a photograph of the past. The deeper it looks, the younger the universe it shows us.</p></blockquote>
<h2>From invisible light to colour images</h2>
<p>Webb's cameras record brightness through different filters, each sensitive to a particular band of infrared. To make an image people can see, scientists assign visible colours to those bands in order, with the shortest infrared wavelengths shown as blue and the longest as red. The result is not a fake picture. It is a faithful map of real light, shifted into the range our eyes can perceive.</p>
<h3>What it has found so far</h3>
<p>In its first years of operation, Webb has already changed several areas of astronomy:</p>
<ol>
  <li>It has found galaxies that existed only a few hundred million years after the Big Bang, earlier and brighter than many models predicted.</li>
  <li>It has measured the chemistry of exoplanet atmospheres, detecting water vapour, carbon dioxide and other molecules.</li>
  <li>It has peered through dust clouds to watch stars and planetary systems in the process of forming.</li>
</ol>
<p>You can browse the full collection of released images at <a href="https://webbtelescope.org/images" target="_blank">webbtelescope.org</a> and the mission details at <a href="https://science.nasa.gov/mission/webb/" target="_blank">NASA's Webb mission page</a>. Each one repays a long look, knowing that the light in it began its journey long before the Earth existed.</p>
`,
  },
  {
    title: 'The Surprising Science of Sleep and Memory',
    excerpt:
      'Sleep is not downtime. While you rest, your brain replays, sorts and stores the day, and cutting it short costs more than energy.',
    categoryId: 'science',
    authorId: 'kenji-watanabe',
    tagIds: ['productivity'],
    daysAgo: 74,
    content: `
<p>For most of history, sleep was treated as a pause: the body resting, the mind switched off until morning. Over the past few decades, neuroscience has overturned that picture completely. The sleeping brain is busy, and a great deal of its work concerns memory.</p>
<h2>Two kinds of sleep</h2>
<p>A night of sleep is made up of repeating cycles of roughly 90 minutes. Each cycle moves through lighter stages into deep, slow-wave sleep and then into rapid eye movement, or REM, sleep. The balance shifts through the night: early cycles are rich in deep sleep, while later cycles, towards morning, contain more REM.</p>
<p>Both kinds appear to matter for memory, but in different ways:</p>
<ul>
  <li><strong>Deep sleep</strong> seems especially important for consolidating facts and events, the kind of memory you can put into words.</li>
  <li><strong>REM sleep</strong> is linked to emotional processing, creativity and connecting ideas in new ways.</li>
  <li><strong>Light sleep stages</strong>, particularly bursts of activity called sleep spindles, are associated with learning motor skills.</li>
</ul>
<h2>Replaying the day</h2>
<p>One of the most striking findings comes from studies of rats running through mazes. Neurons in the hippocampus fire in particular sequences as the animal moves through particular places. During later sleep, researchers observed those same sequences firing again, often faster, as if the brain were replaying the route.</p>
<p>Similar replay has since been found in humans. The current understanding is that during deep sleep, the hippocampus, which holds new memories temporarily, replays recent experiences to the cortex, where they are gradually woven into long-term knowledge. Sleep acts like a nightly transfer from a notebook to a library.</p>
<h3>Forgetting is part of the process</h3>
<p>Not everything is worth keeping. Evidence suggests that sleep also prunes and weakens connections that were strengthened during the day but are not needed, making room for new learning. Remembering the important and forgetting the trivial are two sides of the same process.</p>
<blockquote><p>Sleeping on a problem is not folk wisdom. It is what the brain was built to do.</p></blockquote>
<h2>What this means for learning</h2>
<p>If you are studying, practising an instrument or learning a new job, the research points to some practical habits:</p>
<ol>
  <li><strong>Space your learning.</strong> Several shorter sessions with nights of sleep in between beat one long session.</li>
  <li><strong>Protect the full night.</strong> Cutting sleep short trims the REM-rich final cycles first.</li>
  <li><strong>Review before bed.</strong> Material studied in the evening is often well retained the next morning.</li>
  <li><strong>Nap strategically.</strong> A short afternoon nap can improve recall of material learned that morning.</li>
</ol>
<h3>The cost of staying up</h3>
<p>Pulling an all-nighter before an exam is a poor trade. Studies consistently show that people deprived of sleep learn less the following day, as if the brain's capacity to take in new memories were full. The time gained by staying awake is lost many times over.</p>
<p>If you want to read further, the <a href="https://www.nhlbi.nih.gov/health/sleep" target="_blank">US National Heart, Lung, and Blood Institute's sleep pages</a> offer a clear, evidence-based overview. The simplest takeaway needs no reading at all: the best thing you can do for what you learned today may be to go to bed on time tonight.</p>
`,
  },
  {
    title: 'Why Soil Might Be Our Best Climate Technology',
    excerpt:
      'Beneath our feet lies one of the largest stores of carbon on the planet. How we farm could decide whether it keeps growing or leaks away.',
    categoryId: 'science',
    authorId: 'kenji-watanabe',
    tagIds: ['sustainability'],
    daysAgo: 420,
    content: `
<p>When people picture climate solutions, they usually imagine machines: wind turbines, solar panels, batteries, devices that pull carbon dioxide from the air. Few think of a handful of dirt. Yet the world's soils hold more carbon than the atmosphere and all living plants combined, and that store can grow or shrink depending on how we treat it.</p>
<h2>A living carbon store</h2>
<p>Soil is not inert. A single teaspoon of healthy soil can contain more microorganisms than there are people on Earth, along with fungi, insects and worms. Plants pull carbon dioxide from the air through photosynthesis and send a substantial share of that carbon down through their roots, feeding this underground ecosystem.</p>
<p>Some of that carbon is quickly released again as the organisms respire. But some becomes bound up in stable organic matter that can remain in the soil for decades or even centuries. The darker, crumblier and richer a soil is, the more carbon it usually holds.</p>
<h2>How we lost it</h2>
<p>Farming transformed soils across the world. Ploughing exposes buried organic matter to oxygen, speeding its breakdown. Leaving fields bare between crops allows wind and rain to strip away the topsoil. Estimates suggest that cultivated soils have lost a large share of their original carbon since agriculture began, and much of it ended up in the atmosphere.</p>
<h3>Practices that rebuild soil</h3>
<p>The encouraging news is that the process can run in reverse. Farmers and researchers have identified several practices that help soils recover carbon:</p>
<ul>
  <li><strong>Cover crops</strong> keep living roots in the ground between harvests, protecting the soil and feeding its microbes.</li>
  <li><strong>Reduced tillage</strong> disturbs the soil less, keeping stored carbon locked away.</li>
  <li><strong>Diverse rotations</strong> feed a wider range of soil life than a single crop grown year after year.</li>
  <li><strong>Compost and manure</strong> add organic matter directly.</li>
  <li><strong>Trees in farmland</strong>, known as agroforestry, store carbon both above and below ground.</li>
</ul>
<blockquote><p>The nation that destroys its soil destroys itself. — Franklin D. Roosevelt</p></blockquote>
<h2>The complications</h2>
<p>Soil carbon is not a simple fix, and honest scientists are careful to say so. Several challenges stand out:</p>
<ol>
  <li><strong>Measurement is hard.</strong> Carbon varies enormously across a single field and with depth, so proving gains requires careful, repeated sampling.</li>
  <li><strong>Soils saturate.</strong> A soil can only hold so much carbon; gains are fastest in degraded land and slow down over time.</li>
  <li><strong>Gains can be reversed.</strong> A return to intensive ploughing or a severe drought can release carbon stored over years.</li>
</ol>
<h3>More than a carbon sink</h3>
<p>Even with these caveats, the case for healthier soils is strong, because the benefits extend far beyond climate. Soils rich in organic matter hold more water, making farms more resilient to drought. They resist erosion, need less fertiliser and support more biodiversity. A practice worth doing for its own sake that also stores carbon is rare and valuable.</p>
<p>The <a href="https://www.fao.org/soils-portal/en/" target="_blank">FAO Soils Portal</a> collects research and maps from around the world for anyone who wants to dig deeper. The next time you walk through a field or a forest, remember that some of the most important climate work on the planet is happening quietly, just below your feet.</p>
`,
  },
];
