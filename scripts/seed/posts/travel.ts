import type { SeedPost } from '../types';

export const travelPosts: SeedPost[] = [
  {
    title: 'Slow Travel in the Age of the Itinerary',
    excerpt:
      'Seven cities in ten days makes a good photo album and a poor journey. What changes when you stay long enough to get bored?',
    categoryId: 'travel',
    authorId: 'sofia-reyes',
    tagIds: ['sustainability', 'photography'],
    daysAgo: 9,
    featured: true,
    content: `
<p>A few years ago I planned what I thought was the perfect trip: twelve days, six cities, every train connection timed to the minute, every museum booked in advance. I came home with three thousand photographs and almost no memory of what any of those places felt like. The itinerary had worked perfectly. The journey had not.</p>
<p>Slow travel is the deliberate opposite. Fewer places, longer stays, more time with nothing scheduled. It is not a new idea, but it has become a quiet act of resistance in an era of bucket lists and optimised routes.</p>
<h2>What slowing down actually changes</h2>
<p>The first few days anywhere are spent on logistics: finding the bakery, working out the buses, learning which street leads back to your room. On a whirlwind trip, that is all you ever experience. Stay for two weeks and something shifts around the fourth or fifth day. The city stops being a set of attractions and becomes a place where you live, briefly.</p>
<p>You notice things that no guidebook mentions:</p>
<ul>
  <li>The rhythm of the neighbourhood, when shops open, when the square fills up, when it empties.</li>
  <li>The café owner who starts making your order when you walk in.</li>
  <li>The festivals, markets and concerts that locals know about and tourists miss.</li>
  <li>How the light falls on the same street at different hours of the day.</li>
</ul>
<h2>Practical ways to travel slowly</h2>
<p>Slow travel does not require months of leave. It is mostly a matter of trading breadth for depth within whatever time you have.</p>
<ol>
  <li><strong>Choose one base.</strong> Rent a flat rather than a hotel room, ideally somewhere with a kitchen and a market nearby.</li>
  <li><strong>Take day trips by train or bus.</strong> You still see the region without packing and unpacking every other day.</li>
  <li><strong>Leave half of each day empty.</strong> Unplanned afternoons are where the best discoveries happen.</li>
  <li><strong>Learn twenty words of the language.</strong> Greetings, thanks and numbers open more doors than any app.</li>
</ol>
<h3>The environmental case</h3>
<p>There is a practical argument too. Fewer flights and more ground transport dramatically reduce the carbon cost of a trip. A single long-haul return flight can emit more than a year of typical car use for one person. Staying longer in one destination, and reaching it overland where possible, makes each journey count for more.</p>
<blockquote><p>The traveller sees what he sees; the tourist sees what he has come to see. — G. K. Chesterton</p></blockquote>
<h2>Photographing a place you know</h2>
<p>One unexpected benefit of staying put is better photography. On a rushed trip you photograph the famous views at whatever time you happen to pass them, usually midday, usually with a crowd. When you live somewhere for a fortnight you can return to the same spot at dawn, in the rain, on market day. You learn which corner catches the evening light. Your pictures stop looking like postcards and start looking like memories.</p>
<h3>Boredom is part of the point</h3>
<p>At some point on a slow trip you will be bored. You will sit in a square with nothing to do and no plan for the afternoon. That is not a failure of planning. It is the moment the trip starts working, when curiosity replaces the checklist and you wander down a street simply because you have not walked it yet. For inspiration, the <a href="https://www.seat61.com/" target="_blank">Man in Seat 61</a> is an inexhaustible guide to reaching almost anywhere by train. Pack less, book less, and stay longer. The places will meet you halfway.</p>
`,
  },
  {
    title: 'Forty-Eight Hours in Lisbon Without a Plan',
    excerpt:
      'No reservations, no checklist, just comfortable shoes and a city built on seven hills. A weekend guided by trams, tiles and appetite.',
    categoryId: 'travel',
    authorId: 'sofia-reyes',
    tagIds: ['photography'],
    daysAgo: 41,
    content: `
<p>I have lived in Lisbon for six years, and the question I am asked most often by visiting friends is what they should plan. My answer never changes: plan almost nothing. Lisbon rewards wandering more than any city I know. Its best moments happen on the way to somewhere else.</p>
<p>So here is a weekend without an itinerary, just a few loose suggestions and the confidence that you will get lost in exactly the right places.</p>
<h2>Saturday: climb, then descend</h2>
<p>Start early in Alfama, the oldest neighbourhood, before the tour groups arrive. The streets are too narrow and tangled for a map to be much use, so do not bother. Follow the staircases upwards. Every few turns the houses open onto a miradouro, one of the city's viewpoints, with the river spread out below and the terracotta roofs tumbling towards it.</p>
<p>By late morning you will be hungry. Look for a small tasca with a handwritten menu taped to the window and a television showing football. Order the fish of the day and whatever the table next to you is having.</p>
<ul>
  <li>Grilled sardines in summer, served on bread that soaks up the juices.</li>
  <li>Bacalhau in one of its many forms; locals claim there is a recipe for every day of the year.</li>
  <li>A glass of vinho verde, young, cold and slightly sparkling.</li>
</ul>
<h3>The afternoon belongs to the trams</h3>
<p>The famous yellow number 28 tram rattles through the old town and is always full. Ride it once for the experience, then try the quieter routes, or simply walk alongside the tracks. In the afternoon, head down to the river at Cais do Sodré and follow the waterfront west as the light turns gold.</p>
<h2>Sunday: markets and tiles</h2>
<p>If it is the right week, the Feira da Ladra flea market spreads across the square beside the National Pantheon, selling everything from old azulejo tiles to vinyl records and military medals. Even if you buy nothing, it is a wonderful place to watch the city at leisure.</p>
<p>Afterwards, visit the <a href="https://www.museudoazulejo.gov.pt/" target="_blank">National Tile Museum</a>, housed in a former convent. It tells five centuries of the story of the glazed tiles that cover so many of Lisbon's facades, and once you have seen it you will notice them everywhere.</p>
<blockquote><p>Lisbon is a city you understand with your legs before your head. Every hill you climb explains a little more of it.</p></blockquote>
<h3>Where to end the weekend</h3>
<p>On your last evening, take the train or tram out to Belém. Yes, there will be a queue at the famous pastry shop, and yes, it moves faster than it looks. Eat your pastéis de nata warm, dusted with cinnamon, sitting on the grass near the river. Then walk back along the water as the bridge lights come on.</p>
<h2>A few practical notes</h2>
<ol>
  <li>Wear shoes with real grip. The polished limestone pavements are beautiful and very slippery.</li>
  <li>Buy a rechargeable transport card at any metro station; it works on trams, buses, funiculars and ferries.</li>
  <li>Dinner starts late. Restaurants fill up after eight and stay busy until eleven.</li>
  <li>Take the ferry across the river to Cacilhas for the best view of the city skyline, for the price of a coffee.</li>
</ol>
<p>Forty-eight hours is not enough to know Lisbon. It is enough to understand why so many people who come for a weekend end up staying for years.</p>
`,
  },
  {
    title: 'Night Trains Are Back, and They Are Worth It',
    excerpt:
      "Fall asleep in one country and wake up in another. Europe's sleeper trains are returning, and the romance is only part of the appeal.",
    categoryId: 'travel',
    authorId: 'sofia-reyes',
    tagIds: ['sustainability'],
    daysAgo: 150,
    content: `
<p>There is a particular pleasure in closing your eyes as a train pulls out of a city at night and opening them to mountains, or the sea, or a station sign in an unfamiliar language. For a while it looked like that pleasure was disappearing. Through the 2000s and 2010s, budget airlines undercut sleeper services across Europe, and one route after another was quietly cancelled.</p>
<p>The tide has turned. New operators have launched routes, national railways have ordered modern sleeper carriages, and connections that vanished years ago are running again. Travellers concerned about the climate, and those simply tired of airports, are filling the berths.</p>
<h2>Why night trains make sense</h2>
<p>The case for sleeper trains is stronger than nostalgia. Consider what a night train actually replaces:</p>
<ul>
  <li><strong>A hotel night.</strong> Your bed is your transport, so the ticket covers accommodation too.</li>
  <li><strong>A wasted travel day.</strong> You leave after dinner and arrive in time for breakfast, losing no daylight at all.</li>
  <li><strong>The airport ritual.</strong> No security queues, no liquids rules, no trip to a terminal far outside the city.</li>
  <li><strong>Most of the emissions.</strong> Rail travel typically produces a fraction of the carbon of a short-haul flight over the same distance.</li>
</ul>
<h2>Choosing your berth</h2>
<p>Sleeper trains usually offer several levels of comfort, and the right choice depends on your budget and how well you sleep:</p>
<ol>
  <li><strong>Seats.</strong> The cheapest option and the least restful. Fine for a young and flexible traveller, hard for everyone else.</li>
  <li><strong>Couchettes.</strong> Shared compartments with four or six simple bunks, bedding provided. Sociable and affordable.</li>
  <li><strong>Sleeper cabins.</strong> Private compartments for one to three people, often with a washbasin and sometimes a shower.</li>
</ol>
<h3>What to pack</h3>
<p>A small overnight bag makes life much easier than a large suitcase in a narrow corridor. Bring earplugs and an eye mask, a refillable water bottle, a layer for the air conditioning, and snacks in case the dining car closes early. Keep your passport and ticket somewhere you can reach without climbing down from an upper bunk.</p>
<blockquote><p>A plane moves you between places. A night train lets you feel the distance, and then kindly lets you sleep through most of it.</p></blockquote>
<h2>Routes worth taking</h2>
<p>Some of the best-loved journeys run between capitals that are just far enough apart to fill a night. Vienna to Venice crosses the Alps while you sleep. Stockholm to Narvik carries you north of the Arctic Circle. Brussels to Berlin and Paris to Vienna have returned after years of absence. Booking sites change often, so the most reliable starting point is the route guide at <a href="https://www.seat61.com/night-trains.htm" target="_blank">The Man in Seat 61</a>, which is updated constantly by an obsessive and generous former railway employee.</p>
<h3>Managing expectations</h3>
<p>Night trains are not luxury hotels. Carriages can be older than advertised, delays happen, and the rocking that lulls some people to sleep keeps others wide awake. Go with patience and a sense of adventure. Watch the lights of small towns slide past the window, share a bottle of wine with the strangers in your compartment, and wake up somewhere new. It is still one of the most civilised ways to cross a continent.</p>
`,
  },
  {
    title: 'Notes From a Winter in Hokkaido',
    excerpt:
      "Powder snow, steaming hot springs and the quietest cities I have ever visited. Early notes from a month in Japan's northern island.",
    categoryId: 'travel',
    authorId: 'sofia-reyes',
    tagIds: ['photography', 'sustainability'],
    daysAgo: 1,
    status: 'draft',
    content: `
<p>Hokkaido in January is a place of extremes: snow piled higher than the cars, onsen water hot enough to turn your skin pink, and a silence in the streets of Otaru that I have never heard in any other town.</p>
<h2>Sapporo in the snow</h2>
<p>The Snow Festival fills Odori Park with sculptures the size of buildings. By day they are impressive; at night, lit in changing colours, they are magical.</p>
<ul>
  <li>Go early in the morning to avoid the crowds.</li>
  <li>Warm up with a bowl of miso ramen in the alley of ramen shops.</li>
  <li>Buy proper boot grips from any convenience store.</li>
</ul>
<h2>The hot springs of Noboribetsu</h2>
<p>Steam rises from the valley called Hell Valley, and the town's baths draw water from several different sources, each with its own minerals and colour.</p>
<blockquote><p>Sitting in an outdoor bath as snow falls on your hair is one of the great simple pleasures of travel.</p></blockquote>
<p>Bathing etiquette is simple once someone explains it. Wash thoroughly at the seated showers before entering the water, keep your small towel out of the bath (many people fold it on their head), and enter slowly, because the hottest pools really are hot. Most inns lend you a cotton yukata to wear between your room, the baths and dinner, and nobody minds if you wear it to breakfast too.</p>
<h2>Otaru after dark</h2>
<p>Half an hour by train from Sapporo, the old port town of Otaru spends February lit by thousands of small candles set into snow lanterns along its canal and old railway line. Volunteers rebuild the lanterns every evening. Walking the route as the snow falls, with the glass workshops glowing on either side, is the quietest crowd I have ever been part of.</p>
<ul>
  <li>Take the local train along the coast for views of the winter sea.</li>
  <li>Try the sushi counters near the harbour, where the fish arrived that morning.</li>
  <li>Visit one of the music box museums, however sceptical you are.</li>
</ul>
<h2>Getting around</h2>
<p>Hokkaido is large, and winter driving on unfamiliar icy roads is not for everyone. Happily, the railways keep running through almost any weather, and the long rides between towns are part of the pleasure: forests heavy with snow, frozen rivers and tiny stations where a single passenger steps off into the white. Trains are warm, punctual and rarely crowded outside Sapporo, and a rail pass pays for itself within a few journeys.</p>
<h3>Still to write</h3>
<p>The drift ice off Abashiri, the cranes of Kushiro and a practical section on getting around by rail with the <a href="https://www.jrhokkaido.co.jp/global/" target="_blank">JR Hokkaido pass</a>.</p>
`,
  },
];
