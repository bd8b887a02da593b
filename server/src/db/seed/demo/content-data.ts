/**
 * The demo shop's editorial content as plain data: information pages, the scrolling announcement
 * bar, blog categories and blog posts for Larder, a halal butcher & grocer in Whitechapel.
 * Rich text is stored as blocks (never HTML or markdown); the web app renders each block as text.
 */
import type { TBlock } from '@larder/contract/content';

export const demoPages: { route: string; title: string; meta_description: string; content: TBlock[] }[] = [
  {
    route: 'why',
    title: 'Why Larder',
    meta_description:
      'Why shop with Larder: HMC-certified halal meat cut to order in Whitechapel, British farm sourcing, a cold chain to your door and 2-hour delivery slots across East London.',
    content: [
      { type: 'h2', text: "A real butcher's counter, delivered" },
      {
        type: 'p',
        text: "Larder is a halal butcher and grocer at 14 Commercial Street in Whitechapel. Everything you order online is picked from the same shelves and cut on the same blocks as the meat our customers queue for in the shop. We are not a warehouse with a butcher's logo: our butchers read your order, cut it to the weight you chose and pack it themselves.",
      },
      { type: 'h3', text: 'Halal you can check' },
      {
        type: 'p',
        text: 'All of our fresh meat and poultry is certified by the Halal Monitoring Committee (HMC). Every animal is hand slaughtered by a Muslim slaughterman without stunning, as HMC standards require, and HMC inspectors are present at the abattoir. Each carcass and box that reaches us carries a tamper-evident HMC seal and tag, which we record on arrival. Our current certificate hangs by the counter and we will email a copy to anyone who asks. We do not sell pork or alcohol.',
      },
      { type: 'h3', text: 'British farms first' },
      {
        type: 'p',
        text: 'Our lamb comes from hill farms in Wales and the Welsh borders, our beef from grass-fed herds in Yorkshire and the South West, and our chicken from farms in East Anglia reared to Red Tractor standards. Buying whole and half carcasses direct lets us keep prices fair and use every cut, from shoulder for slow roasting to bones for stock. Where a product comes from further away, such as basmati rice from the Punjab, the product page says so.',
      },
      { type: 'h3', text: 'Cut to order' },
      {
        type: 'p',
        text: 'Tell us how you want it: lamb leg whole, butterflied or diced; chicken skin on or off; mince lean or classic. Cutting happens on the morning of your delivery slot, not days before, so your meat reaches you as fresh as it would over the counter.',
      },
      { type: 'h3', text: 'Cold all the way' },
      {
        type: 'p',
        text: 'Chilled meat is kept at 0–4°C from the abattoir to our cold room and is packed last, into insulated boxes with ice packs. Frozen food stays at -18°C or below and travels in its own compartment. Our vans are refrigerated, and drivers hand boxes over at your door rather than leaving meat outside, unless your delivery notes ask them to.',
      },
      { type: 'h3', text: 'Substitutions your way' },
      {
        type: 'p',
        text: 'If something sells out, you decide what happens. For each item you can choose best match (we pick the closest alternative of similar quality), no substitute (we leave it out and you are not charged) or a chosen alternative that you name in advance. Substitutes are listed on your delivery note, and you can hand back anything you do not want to the driver for a full refund.',
      },
      { type: 'h3', text: 'Delivery that fits your day' },
      {
        type: 'ul',
        items: [
          '2-hour delivery slots across East London, Monday to Saturday 8am–10pm and Sunday 10am–4pm.',
          'Click & Collect from the shop between 10am and 6pm.',
          'Free delivery on orders of £50 or more; a £4 basket charge on orders under £15.',
          'Delivery Saver: free delivery on every order over £25 for £4.99 a month.',
          'Your chosen slot is held for 60 minutes while you check out.',
          'Changed your mind? Cancel any time until we have picked your order.',
        ],
      },
      { type: 'h3', text: 'Rewards for regulars' },
      {
        type: 'p',
        text: 'You earn 1 reward point for every whole £1 you spend on groceries, and each point is worth 1p off a later order. Top up your Larder wallet to pay in one tap, and receive refunds into it instantly.',
      },
      {
        type: 'p',
        text: 'Questions? Call us on 020 7946 0321 or email hello@larder.example. We would love to hear from you.',
      },
    ],
  },
  {
    route: 'story',
    title: 'Our Story',
    meta_description:
      'How a family butcher on Commercial Street became Larder, the online halal butcher and grocer delivering across East London.',
    content: [
      { type: 'h2', text: 'From a counter on Commercial Street' },
      {
        type: 'p',
        text: "Larder began as a narrow butcher's counter at 14 Commercial Street, a few minutes' walk from Aldgate East. Our founder, Yusuf Rahman, had spent fifteen years cutting meat for other shops around Brick Lane and Green Street, and he wanted a place of his own where the halal certification was beyond question and the meat was as good as anything sold in the West End.",
      },
      {
        type: 'p',
        text: "The early days were simple: a band saw, two blocks, a cold room the size of a wardrobe and a handwritten board of the day's cuts. Regulars came for lamb chops on Friday, whole chickens for Sunday and goat for Eid. Within a year the counter had grown into a small grocery, because customers buying meat for a curry also wanted fresh coriander, good basmati and spices ground this month, not last year.",
      },
      { type: 'h2', text: 'Why we went online' },
      {
        type: 'p',
        text: 'Many of our customers work long hours in the City or look after young children and elderly parents. They told us the same thing again and again: they loved the shop but could not always reach it before closing. So we started taking orders by phone and delivering them ourselves in a borrowed van. The phone rang off the hook, and the Larder you know today, a full online shop with 2-hour delivery slots, grew out of what we learned on those first rounds.',
      },
      { type: 'h2', text: 'What has not changed' },
      {
        type: 'p',
        text: 'We still buy from the same kind of farms, still cut every order by hand and still insist on HMC certification for every piece of meat and poultry we sell. The butcher who prepares your order works a few metres from the person who packs it, and both of them know that a chilled box has to reach you cold.',
      },
      {
        type: 'ul',
        items: [
          'Whole carcasses bought direct from British farms, so nothing goes to waste.',
          'Every order cut on the morning of its delivery slot.',
          'A substitution policy that puts you in charge: best match, no substitute or your chosen alternative.',
          'A team that answers the phone, by name, from the shop floor.',
        ],
      },
      { type: 'h2', text: 'Part of the neighbourhood' },
      {
        type: 'p',
        text: 'Whitechapel has fed London for centuries, and we are proud to be one small part of its food story. We give unsold bread and produce to local food banks every week, sponsor a youth football team in Stepney and run knife-skills evenings for the community each spring. During Ramadan we add extra evening delivery slots so that iftar arrives on time.',
      },
      {
        type: 'p',
        text: 'Thank you for shopping with us. If you are ever on Commercial Street, come in and say hello; the kettle is usually on.',
      },
    ],
  },
  {
    route: 'about-us',
    title: 'About Us',
    meta_description:
      'Larder is an independent halal butcher and grocer at 14 Commercial Street, London E1 6LP, delivering fresh meat and groceries across East London.',
    content: [
      { type: 'h2', text: 'Who we are' },
      {
        type: 'p',
        text: 'Larder is an independent halal butcher and grocer based at 14 Commercial Street, London E1 6LP. We sell fresh HMC-certified meat and poultry, fish, marinated and ready-to-cook dishes, fruit and vegetables, dairy, rice, flour, spices and everyday cupboard essentials, with delivery across East London and Click & Collect from the shop.',
      },
      { type: 'h2', text: 'What we sell' },
      {
        type: 'ul',
        items: [
          'Lamb, beef, mutton, goat and chicken, cut to order by our butchers.',
          'Fresh and smoked fish, prawns and shellfish.',
          'Seekh kebabs, tikka, burgers and sausages made in house.',
          'Fruit, vegetables and fresh herbs, including okra, dudhi, karela and methi.',
          'Basmati rice, atta, lentils, spices and masalas.',
          'Frozen food, dairy, eggs, bread and household basics.',
        ],
      },
      { type: 'h2', text: 'How delivery works' },
      {
        type: 'p',
        text: 'Choose a 2-hour slot at checkout. We deliver Monday to Saturday from 8am to 10pm and on Sunday from 10am to 4pm, and you can book up to 7 days ahead. When you pick a slot we hold it for you for 60 minutes while you finish your order, and you can extend the hold once if you need more time. Orders need to be placed at least 2 hours before the slot begins.',
      },
      {
        type: 'p',
        text: 'We deliver across East London, including Whitechapel, Shoreditch, Bethnal Green, Bow, Mile End, Stepney, Limehouse, Poplar and Canary Wharf. Enter your postcode to check that we reach you.',
      },
      {
        type: 'p',
        text: 'Delivery is free on orders of £50 or more, and orders under £15 carry a £4 basket charge. If you shop with us often, the Delivery Saver plan gives you free delivery on every order over £25 for £4.99 a month, and you can cancel it at any time. Prefer to collect? Click & Collect orders are ready at the shop counter between 10am and 6pm.',
      },
      { type: 'h2', text: 'Prices and payment' },
      {
        type: 'p',
        text: 'All prices are in pounds sterling and include VAT where applicable. You can pay by card, from your Larder wallet, with reward points or, where offered, cash on delivery. Card payments are processed securely by our payment provider; we never see or store your card details. You earn 1 reward point for every £1 you spend, and you can cancel an order yourself at any time until we have picked it.',
      },
      { type: 'h2', text: 'Contact us' },
      {
        type: 'ul',
        items: [
          'Shop: 14 Commercial Street, London E1 6LP',
          'Phone: 020 7946 0321',
          'Email: hello@larder.example',
          'Click & Collect: 10am–6pm',
        ],
      },
      {
        type: 'p',
        text: 'We aim to reply to every email within one working day. For anything about an order that is on its way today, calling is quickest.',
      },
    ],
  },
  {
    route: 'cancellation-policy',
    title: 'Cancellation Policy',
    meta_description:
      'How to cancel a Larder order, when cancellation is possible, and how refunds are paid back to your card or Larder wallet.',
    content: [
      { type: 'h2', text: 'Cancelling an order' },
      {
        type: 'p',
        text: 'You can cancel an order yourself at any time until we have picked it (gathered and weighed your items). Go to My Orders, open the order and choose Cancel order. While an order is Placed or Confirmed, the cancellation goes through immediately and your delivery slot is released for someone else.',
      },
      {
        type: 'p',
        text: 'Once an order is Packed, our butchers have already cut your meat and the chilled items are sealed in their insulated boxes, so the order can no longer be cancelled online. If something has changed, call us on 020 7946 0321 as soon as possible and we will do what we can, for example moving the delivery to a later slot the same day.',
      },
      { type: 'h2', text: 'Changing an order' },
      {
        type: 'p',
        text: 'To add or remove items before packing, the simplest way is to cancel and place a new order; your refund starts straight away. If you have a slot you do not want to lose, call us and we will try to amend the order for you.',
      },
      { type: 'h2', text: 'Refunds' },
      { type: 'p', text: 'When an order is cancelled, or when we refund an item, the money goes back the way you paid:' },
      {
        type: 'ul',
        items: [
          'Card payments are refunded to the same card. Most banks show the refund within 3 to 5 working days, occasionally up to 10.',
          'Money paid from your Larder wallet goes back to your wallet at once and can be spent on your next order.',
          'Reward points you used are returned to your points balance, and points the order earned are taken back.',
          'Cash on delivery orders cancelled before delivery are simply not charged.',
        ],
      },
      {
        type: 'p',
        text: 'If you prefer, we can refund a card payment to your Larder wallet instead, which is instant. Just ask when you contact us.',
      },
      { type: 'h2', text: 'Substitutions, missing and damaged items' },
      {
        type: 'p',
        text: 'If an item you ordered was unavailable, what happened depends on the substitution choice you made: best match, no substitute or your chosen alternative. Items left out are never charged. You can refuse any substitute at the door and the driver will take it back for a full refund.',
      },
      {
        type: 'p',
        text: 'If something is missing, damaged or not up to the standard you expect, please tell us within 48 hours of delivery with your order number and, if possible, a photo. We will refund or replace it. Please put chilled and frozen food in the fridge or freezer as soon as it arrives.',
      },
      { type: 'h2', text: 'Your legal rights' },
      {
        type: 'p',
        text: 'Under the Consumer Contracts Regulations 2013, the usual 14-day right to cancel does not apply to goods that are liable to deteriorate or expire quickly, such as fresh meat, fish, fruit and vegetables, or to goods cut or prepared to your specification. This policy does not affect your statutory rights: if goods are faulty or not as described, you are entitled to a remedy.',
      },
      { type: 'h2', text: 'Delivery Saver' },
      {
        type: 'p',
        text: 'You can cancel the Delivery Saver plan at any time from Subscriptions. Your free delivery on orders over £25 continues until the end of the month you have paid for, and the plan is not renewed after that.',
      },
      { type: 'h2', text: 'Contact us' },
      {
        type: 'p',
        text: 'Call 020 7946 0321 or email hello@larder.example with your order number. For orders due today, calling is quickest.',
      },
    ],
  },
  {
    route: 'privacy-policy',
    title: 'Privacy Policy',
    meta_description: 'How Larder collects, uses and protects your personal data under UK GDPR, how long we keep it and your rights.',
    content: [
      { type: 'h2', text: 'Who we are' },
      {
        type: 'p',
        text: 'Larder, 14 Commercial Street, London E1 6LP, is the controller of the personal data described in this policy. If you have any question about your data, email hello@larder.example or call 020 7946 0321.',
      },
      { type: 'h2', text: 'What we keep' },
      {
        type: 'ul',
        items: [
          'Account details: your name, email address, phone number and password (stored only as a secure one-way hash).',
          'Addresses: the delivery addresses you save, with any notes for our drivers.',
          'Orders: what you bought and when, your delivery slot, substitution choices, payments, refunds, reward points and wallet transactions.',
          'Messages: emails, contact form messages, reviews and blog comments you send us.',
          'Optional details, such as your birthday if you join our birthday club, and notification settings if you turn them on.',
        ],
      },
      {
        type: 'p',
        text: 'Payment cards are handled entirely by our payment provider. You enter your card details on their secure form; they never pass through or are stored on our systems. We receive only a payment reference and whether the payment succeeded.',
      },
      { type: 'h2', text: 'Why we use it' },
      {
        type: 'p',
        text: 'We use your data to take and deliver your orders, contact you about them, process refunds, run your wallet, reward points and Delivery Saver plan, and prevent fraud. The lawful basis is the performance of our contract with you. We keep accounting records because the law requires it. We send marketing emails only if you have agreed, and you can unsubscribe at any time. We look at order history in aggregate to plan stock and improve the shop, which is in our legitimate interests.',
      },
      { type: 'h2', text: 'Who we share it with' },
      {
        type: 'p',
        text: 'We share only what is needed: with our payment provider to take payments, with our delivery drivers (your name, address, phone number and delivery notes), with our email and hosting providers, and with HMRC or the police where the law requires. We never sell your data. Our providers act only on our instructions and, where data leaves the UK, appropriate safeguards are in place.',
      },
      { type: 'h2', text: 'How long we keep it' },
      {
        type: 'ul',
        items: [
          'Order and payment records: 6 years from the end of the financial year they relate to, as UK tax law requires.',
          'Your account and saved addresses: while your account is open, and deleted within 30 days of you closing it, apart from records we must keep.',
          'Accounts unused for 3 years: closed and deleted after we let you know.',
          'Contact form messages: 2 years.',
          'Marketing consent: until you withdraw it.',
        ],
      },
      { type: 'h2', text: 'Cookies and local storage' },
      {
        type: 'p',
        text: "We do not use advertising or third-party tracking cookies. Our website and app use a session cookie and your browser's local storage to keep you signed in and to remember your basket, your delivery postcode, your slot hold and your preferences. These are strictly necessary for the shop to work, so they do not need your consent. You can clear them at any time in your browser settings; you will then be signed out on that device.",
      },
      { type: 'h2', text: 'Your rights under UK GDPR' },
      {
        type: 'ul',
        items: [
          'To access the personal data we hold about you and receive a copy.',
          'To have inaccurate data corrected.',
          'To have your data erased where we no longer need it.',
          'To restrict or object to how we use it, including objecting to marketing at any time.',
          'To receive your data in a portable format.',
          'To withdraw any consent you have given.',
        ],
      },
      {
        type: 'p',
        text: "To use any of these rights, email hello@larder.example. We will reply within one month. If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office at ico.org.uk or on 0303 123 1113.",
      },
      { type: 'h2', text: 'Keeping it safe' },
      {
        type: 'p',
        text: 'Access to customer data is limited to staff who need it, every connection to our shop is encrypted, and passwords are stored only as one-way hashes. We will update this policy when our practices change. Last updated: 1 November 2026.',
      },
    ],
  },
  {
    route: 'terms-condition',
    title: 'Terms & Conditions',
    meta_description:
      'The terms that apply when you order from Larder: accounts, prices, substitutions, delivery slots, cancellation, wallet, reward points and Delivery Saver.',
    content: [
      { type: 'h2', text: 'About these terms' },
      {
        type: 'p',
        text: 'These terms apply when you buy from Larder, 14 Commercial Street, London E1 6LP (phone 020 7946 0321, email hello@larder.example), through our website or app. By placing an order you agree to them. Please read them together with our Cancellation Policy and Privacy Policy.',
      },
      { type: 'h2', text: 'Your account' },
      {
        type: 'p',
        text: 'You must be 18 or over to open an account. Keep your password private; you are responsible for orders placed from your account. Please keep your phone number and addresses up to date so that our drivers can reach you.',
      },
      { type: 'h2', text: 'Orders and prices' },
      {
        type: 'p',
        text: 'Prices are shown in pounds sterling and include VAT where applicable. Your order is an offer to buy; a contract is formed when we confirm it. If we make an obvious pricing mistake we will contact you before packing and you may cancel without charge. Images are for illustration: cuts of meat vary naturally in shape, colour and marbling.',
      },
      { type: 'h2', text: 'Availability and substitutions' },
      {
        type: 'p',
        text: 'We cut and pack to order on the day of your slot, and occasionally an item sells out. For each item you choose what we do: best match (the closest alternative of similar quality), no substitute, or your chosen alternative. Any substitution is shown on your order and delivery note, and you may refuse it at the door for a full refund.',
      },
      { type: 'h2', text: 'Delivery and collection' },
      {
        type: 'ul',
        items: [
          'Delivery slots are 2 hours long, Monday to Saturday 8am–10pm and Sunday 10am–4pm, bookable up to 7 days ahead.',
          'A slot is held for 60 minutes while you check out and can be extended once; if the hold runs out, the slot is released.',
          'Orders must be placed at least 2 hours before the slot starts.',
          'Delivery is free from £50; orders under £15 carry a £4 basket charge.',
          'Click & Collect orders are ready between 10am and 6pm on the day you choose.',
        ],
      },
      {
        type: 'p',
        text: 'Please be available to receive chilled and frozen goods. If nobody is in, the driver will call you; if we still cannot deliver, we will arrange a new slot. We do not leave chilled meat unattended unless your delivery notes ask us to, in which case it is at your risk once delivered.',
      },
      { type: 'h2', text: 'Cancellation and refunds' },
      {
        type: 'p',
        text: 'You can cancel until we have picked your order. Refunds go back to your card or your Larder wallet, as explained in our Cancellation Policy.',
      },
      { type: 'h2', text: 'Wallet, reward points and Delivery Saver' },
      {
        type: 'p',
        text: 'Your Larder wallet can be topped up by card with £5 to £500 at a time and used for any order. Wallet balance earns no interest and cannot be transferred; we will refund any unused top-up on request when you close your account. You earn 1 reward point for every whole £1 paid for goods after discounts. Each point is worth 1p, and points can pay for up to half of an order. Points are added when an order is paid and taken back if it is cancelled. Delivery Saver costs £4.99 a month, gives free delivery on orders over £25, renews monthly and can be cancelled at any time.',
      },
      { type: 'h2', text: 'Halal assurance' },
      {
        type: 'p',
        text: 'All fresh meat and poultry we sell is HMC certified. Branded products carry their own certification, shown on the product page.',
      },
      { type: 'h2', text: 'Our liability' },
      {
        type: 'p',
        text: 'We are responsible for loss or damage that is a foreseeable result of our breaking these terms or failing to use reasonable care. We do not exclude liability for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to exclude. Nothing in these terms affects your statutory rights under the Consumer Rights Act 2015.',
      },
      { type: 'h2', text: 'Law and contact' },
      {
        type: 'p',
        text: 'These terms are governed by the law of England and Wales. If you have a complaint, please contact us first at hello@larder.example or on 020 7946 0321 and we will do our best to put it right.',
      },
    ],
  },
];

export const demoScrollContent: { text: string; route: string }[] = [
  { text: 'Free delivery on orders over £50, or over £25 with Delivery Saver', route: '/subscriptions' },
  { text: 'HMC-certified halal meat, cut to order by our Whitechapel butchers', route: '/c/meat' },
  { text: 'Marinated kebabs and tikka, made in house and ready for the grill', route: '/c/marinated-and-ready-to-cook' },
];

export const demoBlogCategories: { route: string; title: string }[] = [
  { route: 'recipes', title: 'Recipes' },
  { route: 'butchers-guide', title: "Butcher's Guide" },
  { route: 'kitchen-tips', title: 'Kitchen Tips' },
];

export const demoBlogPosts: {
  route: string;
  title: string;
  category: string;
  author: string;
  intro: string;
  published_on: string;
  thumbnail: string;
  content: TBlock[];
}[] = [
  {
    route: 'slow-cooked-lamb-shoulder-with-cumin-and-garlic',
    title: 'Slow-cooked lamb shoulder with cumin and garlic',
    category: 'recipes',
    author: 'Amina Rahman',
    intro:
      'A bone-in lamb shoulder rubbed with toasted cumin, garlic and lemon, then cooked low and slow until it falls apart. Serves six with flatbreads and a sharp salad.',
    published_on: '2026-10-18',
    thumbnail: '/media/categories/meat-lamb-640.webp',
    content: [
      {
        type: 'p',
        text: 'Shoulder is the hardest-working joint on a lamb, which is exactly why it is so good cooked slowly: the fat and connective tissue melt over several hours and baste the meat from within. Order a whole bone-in shoulder of around 2 kg and tick the option to have the fat scored; our butchers will do it for you.',
      },
      { type: 'h2', text: 'Ingredients' },
      { type: 'h3', text: 'For the lamb' },
      {
        type: 'ul',
        items: [
          '1 bone-in lamb shoulder, about 2 kg',
          '15 g cumin seeds',
          '5 g black peppercorns',
          '10 g flaky sea salt',
          '1 whole head of garlic (about 12 cloves), peeled',
          '5 g Kashmiri chilli powder',
          'Finely grated zest and juice of 1 lemon',
          '45 ml olive oil',
          '2 large onions (about 400 g), thickly sliced',
          '250 ml water or lamb stock',
        ],
      },
      { type: 'h3', text: 'To serve' },
      {
        type: 'ul',
        items: [
          'Warm flatbreads or naan',
          '20 g fresh coriander and 20 g mint leaves',
          '150 g natural yoghurt mixed with a pinch of salt and a squeeze of lemon',
          '1 red onion, thinly sliced and soaked in lemon juice for 10 minutes',
        ],
      },
      { type: 'h2', text: 'Method' },
      {
        type: 'ol',
        items: [
          'Take the lamb out of the fridge an hour before cooking. Heat the oven to 170°C (150°C fan).',
          'Toast the cumin seeds and peppercorns in a dry pan over a medium heat for 1–2 minutes until fragrant. Tip into a pestle and mortar with the salt and grind coarsely.',
          'Add the garlic, chilli powder and lemon zest and pound to a rough paste, then stir in the lemon juice and olive oil.',
          'With a small sharp knife, make cuts about 2 cm deep all over the lamb, roughly 3 cm apart. Rub the paste all over, pushing it into the cuts.',
          'Scatter the onions in a deep roasting tin, sit the lamb on top, skin side up, and pour the water around it. Cover tightly with a double layer of foil.',
          'Roast for 4 hours, basting once halfway through, until the meat pulls away from the bone with a fork. Add a splash more water if the tin looks dry.',
          'Remove the foil, turn the oven up to 220°C (200°C fan) and roast for a further 20–25 minutes until the outside is browned and crisp.',
          'Rest for 20 minutes under loose foil, then pull the meat into chunks with two forks and spoon over the soft onions and juices from the tin.',
        ],
      },
      { type: 'h2', text: 'Tips from the counter' },
      {
        type: 'ul',
        items: [
          'For deeper flavour, rub in the paste the night before, cover and keep the lamb in the fridge. Take it out an hour before cooking.',
          'Bone-in is best for slow cooking, as the bone adds flavour and helps the joint cook evenly. A boneless rolled shoulder works too; start checking it after 3 hours.',
          'Skim the fat from the tin juices with a spoon before serving; the juices underneath make an excellent gravy.',
          'Leftovers keep in the fridge for up to 2 days and make superb wraps with pickled onions, yoghurt and green chilli sauce.',
        ],
      },
    ],
  },
  {
    route: 'a-butchers-guide-to-lamb-cuts',
    title: "A butcher's guide to lamb cuts",
    category: 'butchers-guide',
    author: 'Yusuf Rahman',
    intro: 'From neck to shank: which part of the lamb to buy for curries, roasts, grills and stews, and what to ask your butcher for.',
    published_on: '2026-08-06',
    thumbnail: '/media/categories/meat-lamb-640.webp',
    content: [
      {
        type: 'p',
        text: 'A lamb is small enough that we break down whole carcasses in the shop every week, and every part has its own texture and its own best way of cooking. Knowing which is which saves you money and saves you from a tough dinner. As a rule, the muscles that work hardest, at the front and the lower legs, need slow cooking; the ones along the back that do little work are tender and cook fast.',
      },
      { type: 'h2', text: 'The forequarter: cuts for slow cooking' },
      { type: 'h3', text: 'Neck' },
      {
        type: 'p',
        text: 'Neck fillet is marbled, inexpensive and full of flavour. Diced, it is ideal for curries and tagines; cut into rounds on the bone, it makes the richest stews and stock. Give it at least 1.5 hours of gentle cooking.',
      },
      { type: 'h3', text: 'Shoulder' },
      {
        type: 'p',
        text: 'Our favourite cut. Whole and bone-in, it is the joint for slow roasting until it pulls apart. Diced on the bone, it is the classic choice for karahi, nihari-style stews and biryani, because the bone and fat keep the meat moist through long cooking.',
      },
      { type: 'h3', text: 'Breast and shank' },
      {
        type: 'p',
        text: 'Breast is fatty and cheap: roll and slow roast it, or cut it into riblets, braise until tender and finish on a hot grill. Shanks, from the lower leg, are wrapped in connective tissue that turns silky after 2.5 to 3 hours of braising. Allow one shank per person.',
      },
      { type: 'h2', text: 'The middle: cuts for quick cooking' },
      { type: 'h3', text: 'Rack and cutlets' },
      {
        type: 'p',
        text: 'The best end gives a rack of 7 or 8 ribs. Roast it whole at 220°C for 15 to 20 minutes for pink meat, or cut it into cutlets and grill for 2 to 3 minutes a side. Ask for it French trimmed if you want the bones cleaned for presentation.',
      },
      { type: 'h3', text: 'Loin and chump' },
      {
        type: 'p',
        text: 'Loin chops are the T-bone steaks of the lamb world: tender, with a strip of fat that crisps beautifully. Chump chops, from where the loin meets the leg, are meatier and slightly firmer. Both grill or pan-fry in 3 to 4 minutes a side.',
      },
      { type: 'h2', text: 'The hindquarter: leg' },
      {
        type: 'p',
        text: 'The leg is lean, versatile and the most popular roast. Buy it whole on the bone for a Sunday roast, boned and butterflied for the barbecue, cut into leg steaks for a fast dinner, or diced for kebabs and biryani. Because it is lean, do not overcook it when roasting or grilling.',
      },
      { type: 'h2', text: 'Which cut for which dish' },
      {
        type: 'ul',
        items: [
          'Curry, karahi and biryani: diced shoulder on the bone, diced leg or neck fillet.',
          'Sunday roast: whole leg or bone-in shoulder.',
          'Barbecue: butterflied leg, loin chops, cutlets, or mince for seekh kebabs.',
          'Stews and tagines: neck, shank or diced shoulder.',
          'Quick midweek dinner: leg steaks, loin chops or chump chops.',
        ],
      },
      { type: 'h2', text: 'Lamb, hogget and mutton' },
      {
        type: 'p',
        text: 'Lamb is under a year old, hogget is between one and two years, and mutton is older. The older the animal, the deeper the flavour and the longer the cooking. Mutton and goat have their own section in the shop and shine in slow-cooked curries.',
      },
      {
        type: 'p',
        text: 'Whatever you choose, tell us how you would like it in the order notes: bone in or out, the size of the dice, fat trimmed or left on. It costs nothing extra, and it is what we are here for.',
      },
    ],
  },
  {
    route: 'how-to-cook-the-perfect-chicken-karahi',
    title: 'How to cook the perfect chicken karahi',
    category: 'recipes',
    author: 'Sana Malik',
    intro:
      'A restaurant-style chicken karahi made in one pan in about 40 minutes: tomatoes, ginger, green chilli and plenty of black pepper, finished with fresh coriander.',
    published_on: '2026-09-12',
    thumbnail: '/media/categories/meat-chicken-640.webp',
    content: [
      {
        type: 'p',
        text: 'Karahi is named after the wok-like pan it is cooked in. The secret is high heat and no added water: chicken on the bone is seared, then cooked down with fresh tomatoes until the oil separates and the masala clings to every piece. Bone-in chicken makes a richer sauce, and if you order a whole chicken we will cut it into 12 curry pieces, skin off, for you.',
      },
      { type: 'h2', text: 'Ingredients (serves 4)' },
      {
        type: 'ul',
        items: [
          '1 kg chicken on the bone, skin off, cut into curry pieces',
          '80 ml sunflower oil, or 60 g ghee',
          '500 g ripe tomatoes, roughly chopped',
          '25 g fresh ginger, half grated and half cut into thin matchsticks',
          '6 garlic cloves (about 20 g), crushed',
          '3–4 green chillies, slit lengthways',
          '5 g salt, or to taste',
          '5 g Kashmiri chilli powder',
          '5 g ground coriander',
          '2 g ground turmeric (optional)',
          '5 g cumin seeds, toasted and crushed',
          '5 g black pepper, coarsely crushed',
          '60 g natural yoghurt, whisked',
          '2 g garam masala',
          '15 g fresh coriander, chopped',
        ],
      },
      { type: 'h2', text: 'Method' },
      {
        type: 'ol',
        items: [
          'Heat the oil in a karahi or a wide, heavy pan over a high heat. Add the chicken and fry for 6–8 minutes, turning, until sealed and lightly browned all over.',
          'Add the garlic and the grated ginger and fry for 1 minute, stirring so they do not burn.',
          'Add the tomatoes, salt, chilli powder, ground coriander and turmeric. Cover and cook over a medium heat for 10 minutes, until the tomatoes have collapsed.',
          'Uncover, turn the heat back up and keep stirring, pressing the tomato skins with your spoon, for 8–10 minutes, until the sauce is thick and the oil starts to separate at the edges.',
          'Lower the heat and stir in the yoghurt a spoonful at a time, then add the green chillies, cumin and black pepper. Cook for 5 minutes more.',
          'Check the chicken is cooked through: the juices should run clear and the thickest piece should reach 75°C in the middle.',
          'Finish with the garam masala, ginger matchsticks and chopped coriander. Serve straight from the pan with hot naan or roti.',
        ],
      },
      { type: 'h2', text: 'Getting it right' },
      {
        type: 'ul',
        items: [
          'Do not add water. The tomatoes and chicken release enough liquid; water turns a karahi into an ordinary curry.',
          'Use ripe tomatoes. In winter, when tomatoes are pale, add 15 g tomato purée with them.',
          'Keep the heat high in step 4. Frying the masala until the oil separates, the bhuna, is where the flavour comes from.',
          'Add the yoghurt off the boil and a little at a time, so it does not split.',
          'Boneless works too: use thigh fillets cut into 4 cm pieces and shorten the cooking by about 5 minutes.',
        ],
      },
      { type: 'h3', text: 'Make it lamb' },
      {
        type: 'p',
        text: 'For a lamb karahi, use 1 kg diced lamb shoulder on the bone. Sear it as in step 1, add the garlic, ginger, tomatoes and spices with 200 ml water, then cover and simmer gently for 50–60 minutes until tender before reducing the sauce as in step 4.',
      },
    ],
  },
  {
    route: 'choosing-beef-mince-5-vs-20-fat',
    title: 'Choosing beef mince: 5% vs 20% fat',
    category: 'butchers-guide',
    author: 'Yusuf Rahman',
    intro:
      'Lean or classic? What the fat percentage on a pack of mince means, how it changes cooking and flavour, and which to pick for burgers, keema, bolognese and kofta.',
    published_on: '2026-08-27',
    thumbnail: '/media/categories/meat-beef-640.webp',
    content: [
      {
        type: 'p',
        text: 'Every pack of beef mince we sell states its fat content. We mince in the shop every morning, blending lean meat and fat to hit the number on the label: our 5% mince is made from trimmed topside and silverside, our 20% from chuck, brisket and flank. The difference looks small on paper, but it changes how mince browns, how juicy it stays and how much fat ends up in your pan.',
      },
      { type: 'h2', text: 'What the numbers mean' },
      {
        type: 'ul',
        items: [
          '5% fat (extra lean): about 5 g of fat in every 100 g of raw mince.',
          '10–12% fat (lean): a good all-rounder for everyday cooking.',
          '20% fat (classic): about 20 g of fat in every 100 g of raw mince, with the richest flavour.',
        ],
      },
      { type: 'h2', text: 'When to choose 5%' },
      {
        type: 'p',
        text: 'Lean mince suits dishes with plenty of sauce, where fat is not needed to keep the meat moist: keema matar, chilli, bolognese, cottage pie and stuffed peppers. You will have almost nothing to drain off, and the sauce stays clean and bright. Because there is so little fat, brown it in 15 ml of oil, and add your liquid promptly, as lean mince turns dry and grainy if it is fried for too long.',
      },
      { type: 'h2', text: 'When to choose 20%' },
      {
        type: 'p',
        text: 'Fat carries flavour and keeps meat juicy when it is cooked on a grill or in a hot pan without a sauce. Choose 20% for burgers, seekh kebabs, kofta and meatballs. Expect it to shrink noticeably as the fat renders out, so shape burgers slightly wider than the bun and press a shallow dimple in the middle to stop them doming.',
      },
      { type: 'h2', text: 'Side by side' },
      {
        type: 'ul',
        items: [
          'Browning: 20% browns in its own fat; 5% needs a little oil.',
          'Juiciness: 20% stays moist on the grill; 5% dries out if overcooked.',
          'Draining: 20% releases fat you may want to spoon off; 5% releases very little.',
          'Energy: roughly 125 kcal per 100 g raw for 5% mince and about 250 kcal for 20%.',
          'Price: lean mince costs more per kilo, because more trimming goes into it.',
        ],
      },
      { type: 'h2', text: "Our butcher's tips" },
      {
        type: 'ol',
        items: [
          'Take mince out of the fridge 15 minutes before cooking so it browns rather than steams.',
          'Do not crowd the pan: brown 500 g in two batches in a wide frying pan.',
          'Leave it alone until the underside is brown, then break it up with a wooden spoon.',
          'Season burgers on the outside just before cooking; salt mixed in early makes them dense and springy.',
          'Cook mince all the way through, to 75°C in the centre with no pink left. Unlike a whole steak, mince has surface bacteria mixed all through it.',
          'Cannot decide? Mix 5% and 20% half and half for a mince of around 12%.',
        ],
      },
      { type: 'h3', text: 'Storing mince' },
      {
        type: 'p',
        text: 'Mince has far more surface area than a whole cut, so it keeps for less time. Store it at 0–5°C and cook it within 1–2 days of delivery or by its use-by date, whichever is sooner. To freeze, flatten it in a freezer bag about 1 cm thick: it freezes quickly, stacks neatly and defrosts overnight in the fridge. Use frozen mince within 3 months for the best texture.',
      },
    ],
  },
  {
    route: 'biryani-night-basmati-rice-done-right',
    title: 'Biryani night: basmati rice done right',
    category: 'recipes',
    author: 'Amina Rahman',
    intro: 'Long, separate grains every time: how to wash, soak and par-boil basmati, and a layered chicken biryani to put it to work.',
    published_on: '2026-10-02',
    thumbnail: '/media/categories/rice-flour-and-grains-640.webp',
    content: [
      {
        type: 'p',
        text: 'A great biryani is really two dishes cooked together: a spiced meat masala and fragrant rice, layered and steamed so that each flavours the other. The rice is where most biryanis go wrong, so that is where we start.',
      },
      { type: 'h2', text: 'Choosing your basmati' },
      {
        type: 'p',
        text: 'Look for aged basmati. Rice stored for at least a year after harvest cooks up drier and longer, with fewer broken grains. Extra-long sella (parboiled) basmati is the most forgiving for beginners; traditional white basmati gives a softer, more fragrant result.',
      },
      { type: 'h2', text: 'Rice the right way' },
      {
        type: 'ol',
        items: [
          'Wash: rinse 500 g basmati in a large bowl of cold water, swirling gently with your fingers, and pour off the cloudy water. Repeat 4–5 times until the water is almost clear.',
          'Soak: cover with fresh cold water and leave for 30 minutes. Soaked grains cook evenly and lengthen rather than break.',
          'Boil: bring 3 litres of water to a rolling boil with 30 g salt, 2 bay leaves, 4 green cardamom pods and 4 cloves. The water should taste well salted.',
          'Par-boil: drain the rice, add it to the pot and boil for 4–5 minutes, until a grain breaks into two or three pieces between your fingers but still has a firm white core. Drain at once.',
        ],
      },
      { type: 'h2', text: 'Chicken biryani (serves 6)' },
      { type: 'h3', text: 'Ingredients' },
      {
        type: 'ul',
        items: [
          '1 kg chicken on the bone, skin off, in curry pieces',
          '250 g natural yoghurt',
          '30 g ginger-garlic paste',
          '10 g Kashmiri chilli powder',
          '5 g ground turmeric',
          '10 g biryani masala or garam masala',
          '8 g salt',
          'Juice of 1 lemon',
          '3 large onions (about 600 g), thinly sliced',
          '150 ml sunflower oil',
          '2 medium tomatoes (about 200 g), chopped',
          '4 green chillies, slit',
          '20 g fresh mint and 20 g fresh coriander, chopped',
          '500 g basmati rice, washed, soaked and par-boiled as above',
          'A pinch of saffron soaked in 60 ml warm milk',
          '30 g ghee, melted',
        ],
      },
      { type: 'h3', text: 'Method' },
      {
        type: 'ol',
        items: [
          'Mix the chicken with the yoghurt, ginger-garlic paste, spices, salt and lemon juice. Cover and marinate in the fridge for at least 2 hours, or overnight.',
          'Fry the onions in the oil in a large, heavy pan over a medium heat for 15–20 minutes until deep golden. Lift out half and drain on kitchen paper for the topping.',
          'Add the chicken and its marinade to the pan with the tomatoes and chillies. Cook over a medium-high heat, stirring, for about 20 minutes until the chicken is almost cooked and the masala is thick but still a little saucy.',
          'Scatter half the herbs over the chicken. Spread the par-boiled rice on top in an even layer, then add the reserved onions, the remaining herbs, the saffron milk and the melted ghee.',
          'Cover with foil and a tight lid. Cook on a high heat for 3 minutes, then on the lowest heat for 25 minutes. Turn off the heat and leave covered for 10 minutes.',
          'Check the chicken has reached 75°C at the thickest point, then serve by scooping down through the layers so every plate gets rice and masala.',
        ],
      },
      { type: 'h2', text: 'If it goes wrong' },
      {
        type: 'ul',
        items: [
          'Mushy rice: it was boiled too long. Next time drain it while each grain still has a firm white centre.',
          'Burnt base: use a heavy pan, or set it on a flat tawa over the flame during the final steaming.',
          'Dry biryani: the masala was too thick. It should look slightly saucy before the rice goes on, because the rice absorbs moisture as it steams.',
        ],
      },
    ],
  },
  {
    route: 'marinating-safely-times-temperatures-and-tips',
    title: 'Marinating safely: times, temperatures and tips',
    category: 'kitchen-tips',
    author: 'Daniel Okafor',
    intro: 'How long to marinate chicken, lamb, beef and fish, why the fridge is non-negotiable, and what to do with leftover marinade.',
    published_on: '2026-09-24',
    thumbnail: '/media/categories/marinated-and-ready-to-cook-640.webp',
    content: [
      {
        type: 'p',
        text: 'A marinade adds flavour and, with yoghurt or citrus, softens the surface of meat. But a bowl of raw meat is also a perfect place for bacteria to multiply if it is left somewhere warm. A few simple rules keep the flavour in and the risk out.',
      },
      { type: 'h2', text: 'The golden rules' },
      {
        type: 'ol',
        items: [
          'Always marinate in the fridge at 0–5°C, never on the worktop, not even for half an hour on a hot day.',
          'Use a glass, ceramic or food-grade plastic container, or a sealed freezer bag. Acidic marinades can react with aluminium and unlined metal.',
          'Keep marinating meat, covered, on the bottom shelf so it cannot drip onto ready-to-eat food.',
          'If you want some marinade as a sauce, set it aside before it touches raw meat. Marinade that has been on raw meat must be brought to a full boil and cooked for a few minutes before it is eaten.',
          'Wash your hands, boards and utensils in hot soapy water after handling raw meat. Do not wash raw chicken: it only splashes bacteria around the sink.',
        ],
      },
      { type: 'h2', text: 'How long is long enough?' },
      {
        type: 'ul',
        items: [
          'Chicken on the bone: 4 to 24 hours.',
          'Boneless chicken for tikka: 2 to 12 hours. Yoghurt marinades left much longer can make the surface mushy.',
          'Lamb chops and diced lamb: 4 to 24 hours.',
          'Beef steaks: 1 to 8 hours; a good steak needs little help.',
          'Large joints such as a leg or shoulder of lamb: 12 to 24 hours, or up to 48 hours for a dry spice rub.',
          'Fish and prawns: 15 to 30 minutes. Acid starts to cook fish quickly, so longer makes it soft.',
        ],
      },
      { type: 'h2', text: 'Tenderising: what actually works' },
      {
        type: 'p',
        text: 'Acids such as lemon juice and vinegar, and the lactic acid in yoghurt, mainly work on the surface, which is why thin pieces benefit most. Raw papaya, pineapple and kiwi contain enzymes that break down protein fast; use a small amount and no more than 1 to 2 hours, or the meat turns mealy. Salt is the quiet hero: about 10 g per kilo of meat seasons it right through and helps it hold on to its juices.',
      },
      { type: 'h2', text: 'Freezing and defrosting marinated meat' },
      {
        type: 'p',
        text: 'You can freeze meat in its marinade on the day you buy it; it carries on marinating as it defrosts. Always defrost in the fridge, never at room temperature, and allow about a day for a 1 kg bag. Our ready-marinated kebabs, tikka and wings are made fresh in the shop and delivered chilled: cook them by the use-by date on the pack, or freeze them on the day of delivery.',
      },
      { type: 'h2', text: 'Cooking marinated meat' },
      {
        type: 'ul',
        items: [
          'Shake or wipe off excess marinade before grilling, because sugar, honey and yoghurt burn quickly.',
          'Pat the surface dry if you want a good sear in a pan.',
          'Cook chicken, mince and kebabs until the thickest part reaches 75°C and the juices run clear.',
          'Rest grilled meat for a few minutes before serving so the juices settle.',
        ],
      },
    ],
  },
  {
    route: 'keeping-meat-fresh-in-the-fridge-and-freezer',
    title: 'Keeping meat fresh in the fridge and freezer',
    category: 'kitchen-tips',
    author: 'Daniel Okafor',
    intro:
      'How we keep meat cold from the farm to your door, and how to keep it that way at home: fridge temperatures, how long each cut lasts, freezing and safe defrosting.',
    published_on: '2026-11-10',
    thumbnail: '/media/categories/frozen-640.webp',
    content: [
      {
        type: 'p',
        text: 'Our part of the cold chain ends at your door. Chilled meat leaves our cold room at 0–4°C in insulated boxes with ice packs, and frozen food travels at -18°C or below in its own compartment of a refrigerated van. From then on, the fridge and freezer in your kitchen take over.',
      },
      { type: 'h2', text: 'When your delivery arrives' },
      {
        type: 'ol',
        items: [
          'Unpack chilled and frozen items first, within 30 minutes of delivery.',
          'Put raw meat, still wrapped, in a sealed container on the bottom shelf of the fridge, away from ready-to-eat food.',
          'Check the use-by dates and plan your week around the shortest.',
          'Keep the insulated boxes and ice packs and hand them back to our driver next time; we reuse them.',
        ],
      },
      { type: 'h2', text: 'Set your fridge right' },
      {
        type: 'p',
        text: 'Your fridge should run at 0–5°C; an inexpensive fridge thermometer on the middle shelf tells you for sure. The freezer should be at -18°C or below. Do not overfill the fridge: cold air needs to circulate, and a packed fridge runs warm. Keep the door closed as much as you can on hot days.',
      },
      { type: 'h2', text: 'How long does it keep in the fridge?' },
      {
        type: 'p',
        text: 'Always follow the use-by date on the label. As a guide for meat cut to order:',
      },
      {
        type: 'ul',
        items: [
          'Mince and offal: 1–2 days.',
          'Diced meat, chicken pieces and marinated meat: up to 2 days.',
          'Steaks, chops and joints: up to 3 days.',
          'Cooked meat and leftovers: cool within 2 hours, refrigerate and eat within 2 days.',
        ],
      },
      { type: 'h2', text: 'Freezing' },
      {
        type: 'p',
        text: 'Freeze meat on the day you receive it, or at any time before its use-by date. Freezing pauses the clock rather than resetting it, so meat frozen on its use-by date should be cooked as soon as it has defrosted.',
      },
      {
        type: 'ul',
        items: [
          'Wrap tightly, or use freezer bags with the air pressed out, to prevent freezer burn.',
          'Flatten mince and diced meat so they freeze and defrost quickly.',
          'Label each bag with what it is, its weight and the date.',
          'For the best quality, use mince and sausages within 3 months, chicken and diced meat within 6 months, and joints, steaks and chops within 9 months.',
        ],
      },
      { type: 'h2', text: 'Defrosting safely' },
      {
        type: 'p',
        text: 'The safest way is in the fridge, on a plate on the bottom shelf to catch any drips. Allow about 24 hours for a 1–2 kg joint and less for mince and small pieces. Short of time? Seal the meat in a bag and submerge it in cold water, changing the water every 30 minutes, or use your microwave on its defrost setting and cook the meat straight away. Never defrost meat on the worktop.',
      },
      { type: 'h3', text: 'Can I refreeze it?' },
      {
        type: 'p',
        text: 'Do not refreeze raw meat once it has defrosted. You can, however, cook it and then freeze the cooked dish, for example a curry or a pot of bolognese, to eat within 3 months.',
      },
      {
        type: 'p',
        text: 'If a delivery ever reaches you less than cold, call us on 020 7946 0321 straight away and we will put it right.',
      },
    ],
  },
];
