import type { Industry, ProductCategory } from '@kasuwa/domain';

/**
 * The demo catalogue: fictional brands, real Nigerian places. Pure and deterministic (fixed dates,
 * values derived from positions, never from the clock or a random source), so every fresh
 * database gets exactly the same rows apart from generated ids.
 *
 * Coordinates are those of the named district or street, to roughly a few hundred metres;
 * the street numbers are made up.
 */

export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_USER_EMAIL = 'demo@kasuwa.ng';

export interface DemoUser {
  email: string;
  name: string;
}

export interface DemoPlace {
  fullAddress: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface DemoProduct {
  name: string;
  description: string;
  category: ProductCategory;
  retailPriceKobo: number;
  quantity: number;
  batchNumber: number;
  batchQuantity: number;
  /** EAN-13 with the GS1 Nigeria prefix 615 and a valid check digit. */
  barCode: string;
  manufactureDate: Date;
  expiryDate: Date;
}

export interface DemoRetailer {
  name: string;
  contact: string;
  location: DemoPlace;
}

export interface DemoBrandStore {
  ownerEmail: string;
  businessName: string;
  brandStoreName: string;
  industry: Industry;
  location: DemoPlace;
  products: DemoProduct[];
  retailers: DemoRetailer[];
}

const place = (fullAddress: string, city: string, state: string, latitude: number, longitude: number): DemoPlace => ({
  fullAddress,
  city,
  state,
  latitude,
  longitude,
});
const lagos = (address: string, latitude: number, longitude: number) =>
  place(`${address}, Lagos`, 'Lagos', 'Lagos', latitude, longitude);
const abuja = (address: string, latitude: number, longitude: number) =>
  place(`${address}, Abuja`, 'Abuja', 'Federal Capital Territory', latitude, longitude);
const portHarcourt = (address: string, latitude: number, longitude: number) =>
  place(`${address}, Port Harcourt, Rivers`, 'Port Harcourt', 'Rivers', latitude, longitude);
const ibadan = (address: string, latitude: number, longitude: number) =>
  place(`${address}, Ibadan, Oyo`, 'Ibadan', 'Oyo', latitude, longitude);
const kano = (address: string, latitude: number, longitude: number) =>
  place(`${address}, Kano`, 'Kano', 'Kano', latitude, longitude);

export const DEMO_USERS: readonly DemoUser[] = [
  { email: DEMO_USER_EMAIL, name: 'Kasuwa Demo' },
  { email: 'amaka.obi@demo.kasuwa.ng', name: 'Amaka Obi' },
  { email: 'tolu.adeyemi@demo.kasuwa.ng', name: 'Tolulope Adeyemi' },
  { email: 'musa.bello@demo.kasuwa.ng', name: 'Musa Bello' },
  { email: 'obinna.okeke@demo.kasuwa.ng', name: 'Obinna Okeke' },
  { email: 'funmi.alabi@demo.kasuwa.ng', name: 'Funmilayo Alabi' },
  { email: 'hauwa.sani@demo.kasuwa.ng', name: 'Hauwa Sani' },
];

/** [name, category, price in naira, description] */
type ProductLine = readonly [string, ProductCategory, number, string];

interface StoreDraft extends Omit<DemoBrandStore, 'products'> {
  /** How long the products keep, from manufacture to expiry. */
  shelfLifeMonths: number;
  productLines: readonly ProductLine[];
}

const STORE_DRAFTS: readonly StoreDraft[] = [
  {
    ownerEmail: DEMO_USER_EMAIL,
    businessName: 'Adunni Naturals Limited',
    brandStoreName: 'Adunni Naturals',
    industry: 'BEAUTY_AND_COSMETICS',
    location: lagos('15 Admiralty Way, Lekki Phase 1', 6.4474, 3.4723),
    shelfLifeMonths: 24,
    productLines: [
      [
        'Raw Shea Butter 250g',
        'beautyCosmetics',
        3500,
        'Unrefined shea butter from Kwara women co-operatives, whipped smooth for dry skin, hair and lips.',
      ],
      [
        'African Black Soap 200g',
        'personalCare',
        2200,
        'Traditional ose dudu made with plantain skin ash, palm kernel oil and cocoa pod; gentle on oily skin.',
      ],
      [
        'Coconut Body Oil 100ml',
        'beautyCosmetics',
        4800,
        'Cold-pressed coconut oil with a light vanilla note that absorbs quickly and leaves skin soft, not greasy.',
      ],
      [
        'Turmeric Glow Face Mask 120g',
        'beautyCosmetics',
        6500,
        'Kaolin clay mask with turmeric and honey that lifts dullness. Use twice a week for a brighter, even tone.',
      ],
      [
        'Hibiscus Lip Balm Trio',
        'beautyCosmetics',
        3000,
        'Three tinted lip balms with zobo (hibiscus) extract and beeswax, in Mango, Berry and Clear.',
      ],
      [
        'Kernel Oil Hair Pomade 250g',
        'personalCare',
        2800,
        'Palm kernel oil pomade (adi eyan) for scalp and edges; softens and strengthens dry, breaking hair.',
      ],
      [
        'Moringa Body Lotion 400ml',
        'personalCare',
        5200,
        'Daily body lotion with moringa leaf and shea butter that keeps skin moisturised through harmattan.',
      ],
    ],
    retailers: [
      {
        name: 'Bukola Beauty Mart',
        contact: '+234 803 412 7781',
        location: lagos('21 Allen Avenue, Ikeja', 6.6016, 3.3525),
      },
      {
        name: 'Glow Corner Cosmetics',
        contact: '+234 706 228 4410',
        location: abuja('Plot 9 Ahmadu Bello Way, Garki Area 11', 9.043, 7.49),
      },
      {
        name: 'Ivory Skin Shop',
        contact: '+234 813 390 2214',
        location: ibadan('4 Dugbe Market Road, Dugbe', 7.388, 3.887),
      },
    ],
  },
  {
    ownerEmail: 'amaka.obi@demo.kasuwa.ng',
    businessName: 'Zuri Glow Cosmetics Nigeria Limited',
    brandStoreName: 'Zuri Glow Cosmetics',
    industry: 'BEAUTY_AND_COSMETICS',
    location: abuja('12 Aminu Kano Crescent, Wuse II', 9.079, 7.47),
    shelfLifeMonths: 30,
    productLines: [
      [
        'Matte Lipstick Ruby Red',
        'beautyCosmetics',
        4500,
        'Long-wear matte lipstick in a rich red made for deeper skin tones; transfer-resistant for up to 8 hours.',
      ],
      [
        'Velvet Foundation Cocoa 30ml',
        'beautyCosmetics',
        9500,
        'Medium-coverage liquid foundation in shade Cocoa with SPF 15 and a breathable finish for hot days.',
      ],
      [
        'Brow Definer Pencil Espresso',
        'beautyCosmetics',
        2500,
        'Slim retractable brow pencil with a spoolie end for natural, hair-like strokes that last all day.',
      ],
      [
        'Setting Powder Translucent 20g',
        'beautyCosmetics',
        6000,
        'Finely milled loose powder that sets makeup and controls shine without leaving a white cast in photos.',
      ],
      [
        'Kohl Eyeliner Jet Black',
        'beautyCosmetics',
        2000,
        'Creamy kohl pencil that glides along the waterline and stays smudge-proof in humid weather.',
      ],
      [
        'Micellar Makeup Remover 250ml',
        'personalCare',
        3800,
        'No-rinse micellar water that lifts makeup, sunscreen and dirt gently; suitable for sensitive skin.',
      ],
      [
        'Lip Gloss Caramel Shine',
        'beautyCosmetics',
        3200,
        'Non-sticky lip gloss with a warm caramel tint and vitamin E for a glassy, comfortable shine.',
      ],
    ],
    retailers: [
      {
        name: 'Maitama Beauty Hub',
        contact: '+234 809 551 0362',
        location: abuja('7 Aguiyi Ironsi Street, Maitama', 9.088, 7.497),
      },
      {
        name: 'Jabi Glam Store',
        contact: '+234 818 604 9925',
        location: abuja('Jabi Lake Mall, Obafemi Awolowo Way, Jabi', 9.0703, 7.4237),
      },
      {
        name: 'Lekki Face Bar',
        contact: '+234 902 117 3348',
        location: lagos('3 Admiralty Road, Lekki Phase 1', 6.4463, 3.4772),
      },
    ],
  },
  {
    ownerEmail: 'tolu.adeyemi@demo.kasuwa.ng',
    businessName: 'Ewa Hair Care Enterprises',
    brandStoreName: 'Ewa Hair Care',
    industry: 'BEAUTY_AND_COSMETICS',
    location: ibadan('18 Bodija Market Road, Bodija', 7.433, 3.913),
    shelfLifeMonths: 24,
    productLines: [
      [
        'Chebe Growth Hair Oil 120ml',
        'personalCare',
        5500,
        'Lightweight blend of chebe, rosemary and castor oils for the scalp; helps reduce breakage and dryness.',
      ],
      [
        'Curl Defining Cream 300ml',
        'personalCare',
        6200,
        'Shea-rich cream that defines coils and curls, fights frizz and keeps wash-and-go styles soft for days.',
      ],
      [
        'Sulphate-Free Shampoo 500ml',
        'personalCare',
        4800,
        'Gentle cleansing shampoo with aloe vera that removes build-up without stripping natural oils.',
      ],
      [
        'Deep Conditioning Mask 450g',
        'personalCare',
        7000,
        'Weekly treatment with avocado and honey that restores moisture and elasticity to relaxed or natural hair.',
      ],
      [
        'Braid Refresh Spray 250ml',
        'personalCare',
        3500,
        'Soothing tea tree and peppermint spray for braids and twists; calms itchy scalp between washes.',
      ],
      [
        'Edge Control Gel 100g',
        'beautyCosmetics',
        2800,
        'Firm-hold edge control with castor oil that lays edges neatly without flaking or white residue.',
      ],
    ],
    retailers: [
      {
        name: 'Mokola Hair Palace',
        contact: '+234 805 218 6673',
        location: ibadan('22 Oyo Road, Mokola', 7.404, 3.888),
      },
      {
        name: 'Surulere Salon Supplies',
        contact: '+234 812 700 4519',
        location: lagos('40 Adeniran Ogunsanya Street, Surulere', 6.4925, 3.356),
      },
      {
        name: 'Sabon Gari Beauty World',
        contact: '+234 703 882 1940',
        location: kano('11 Ibrahim Taiwo Road, Sabon Gari', 12.0125, 8.529),
      },
    ],
  },
  {
    ownerEmail: DEMO_USER_EMAIL,
    businessName: 'Mama Nkechi Foods Limited',
    brandStoreName: 'Mama Nkechi Foods',
    industry: 'CONSUMER_GOODS',
    location: portHarcourt('30 Trans-Amadi Road, Trans-Amadi', 4.81, 7.038),
    shelfLifeMonths: 12,
    productLines: [
      [
        'Ofada Rice 5kg',
        'foodBeverages',
        14500,
        'Stone-free local ofada rice from Ogun farms, parboiled and double-sorted; nutty aroma, perfect with ayamase.',
      ],
      [
        'Ground Egusi 500g',
        'foodBeverages',
        4200,
        'Cleaned and finely ground melon seeds for thick, rich egusi soup; no shells, no sand.',
      ],
      [
        'Pepper Soup Spice 100g',
        'foodBeverages',
        1500,
        'Blend of uda, uziza, ehuru and alligator pepper for authentic goat meat or catfish pepper soup.',
      ],
      [
        'Red Palm Oil 2 Litres',
        'foodBeverages',
        6800,
        'Unadulterated red palm oil pressed in Imo State; deep colour and flavour for soups and stews.',
      ],
      [
        'Ogbono Powder 250g',
        'foodBeverages',
        3600,
        'Ground wild mango seed that draws beautifully; makes a smooth ogbono soup in under 30 minutes.',
      ],
      [
        'Crunchy Chin Chin 400g',
        'confectioneryChocolates',
        2400,
        'Golden, crunchy chin chin with a hint of nutmeg, fried in small batches and sealed fresh.',
      ],
      [
        'Coconut Candy 200g',
        'confectioneryChocolates',
        1800,
        'Chewy caramelised coconut candy made the old-fashioned way, individually wrapped for lunch boxes.',
      ],
      [
        'Zobo Drink Mix 250g',
        'foodBeverages',
        2000,
        'Dried hibiscus petals with ginger, cloves and pineapple peel; brews about 5 litres of zobo.',
      ],
    ],
    retailers: [
      {
        name: 'Mile One Provisions',
        contact: '+234 806 344 9017',
        location: portHarcourt('Mile One Market, Ikwerre Road, Diobu', 4.792, 6.997),
      },
      {
        name: 'Rumuokoro Food Store',
        contact: '+234 814 225 6630',
        location: portHarcourt('5 Ikwerre Road, Rumuokoro', 4.868, 6.999),
      },
      {
        name: 'Balogun Foodstuff Depot',
        contact: '+234 708 913 2256',
        location: lagos('12 Balogun Street, Lagos Island', 6.4555, 3.3885),
      },
    ],
  },
  {
    ownerEmail: 'musa.bello@demo.kasuwa.ng',
    businessName: 'Arewa Harvest Mills Limited',
    brandStoreName: 'Arewa Harvest Mills',
    industry: 'CONSUMER_GOODS',
    location: kano('8 Bompai Road, Bompai', 12.017, 8.546),
    shelfLifeMonths: 12,
    productLines: [
      [
        'Premium Wheat Flour 10kg',
        'foodBeverages',
        18500,
        'Fortified baking flour milled in Kano from hard wheat; ideal for bread, puff-puff and meat pies.',
      ],
      [
        'Millet Flour (Gero) 2kg',
        'foodBeverages',
        3800,
        'Finely milled pearl millet for fura, kunu and tuwon gero; naturally gluten-free and filling.',
      ],
      [
        'Tuwo Rice Flour 2kg',
        'foodBeverages',
        4400,
        'Smooth rice flour for soft tuwon shinkafa that pairs perfectly with miyan kuka or taushe.',
      ],
      [
        'Dawadawa Seasoning 200g',
        'foodBeverages',
        1700,
        'Fermented locust bean seasoning with a deep savoury taste, sun-dried and packed hygienically.',
      ],
      [
        'Kuli Kuli Groundnut Snack 300g',
        'confectioneryChocolates',
        1900,
        'Crunchy roasted groundnut sticks with a little pepper, a classic northern snack with garri or kunu.',
      ],
      [
        'Pure Groundnut Oil 3 Litres',
        'foodBeverages',
        9800,
        'Cold-filtered groundnut oil pressed from Kano groundnuts; light taste and high smoke point.',
      ],
      [
        'Tiger Nut Drink (Kunun Aya) 500ml',
        'foodBeverages',
        1200,
        'Creamy tiger nut, coconut and date drink with no added sugar; keep chilled after opening.',
      ],
    ],
    retailers: [
      {
        name: 'Alhaji Sani Provisions',
        contact: '+234 803 671 2248',
        location: kano('Kantin Kwari Market, Fagge', 12.004, 8.518),
      },
      { name: 'Zoo Road Supermarket', contact: '+234 816 402 7735', location: kano('25 Zoo Road', 11.978, 8.533) },
      {
        name: 'Wuse Market Grains',
        contact: '+234 905 338 1129',
        location: abuja('Wuse Market, Zone 5, Wuse', 9.063, 7.464),
      },
    ],
  },
  {
    ownerEmail: 'obinna.okeke@demo.kasuwa.ng',
    businessName: 'Okeke Household Products Limited',
    brandStoreName: 'Okeke Home & Clean',
    industry: 'CONSUMER_GOODS',
    location: lagos('6 Obafemi Awolowo Way, Ikeja', 6.5965, 3.342),
    shelfLifeMonths: 36,
    productLines: [
      [
        'Lemon Dishwashing Liquid 1L',
        'cleaningCare',
        2200,
        'Concentrated lemon dish soap that cuts through palm oil and grease; a few drops clean a full sink.',
      ],
      [
        'Multi-Surface Disinfectant 750ml',
        'cleaningCare',
        3100,
        'Pine-scented disinfectant for floors, tiles and toilets; kills 99.9% of common household germs.',
      ],
      [
        'Laundry Detergent Powder 900g',
        'household',
        2900,
        'Low-foam washing powder for hand and machine wash; removes red earth and food stains in cold water.',
      ],
      [
        'Insect Killer Spray 600ml',
        'household',
        3800,
        'Fast-acting spray against mosquitoes, cockroaches and ants with a mild lavender scent.',
      ],
      [
        'Microfibre Cleaning Cloths (6)',
        'cleaningCare',
        3500,
        'Six washable microfibre cloths that dust and polish glass, screens and furniture without streaks.',
      ],
      [
        'Ankara Spice Scented Candle',
        'homeDecor',
        7500,
        'Soy wax candle in a hand-printed Ankara sleeve with notes of clove, orange and cedar; burns 40 hours.',
      ],
      [
        'Woven Raffia Storage Basket',
        'homeDecor',
        12000,
        'Hand-woven raffia basket from Oyo artisans with handles; stores throws, toys or laundry in style.',
      ],
      [
        'Dog Shampoo Oatmeal 500ml',
        'petCare',
        5500,
        'Soothing oatmeal shampoo for dogs that cleans, conditions and helps keep ticks and fleas away.',
      ],
    ],
    retailers: [
      {
        name: 'Emeka & Sons Household',
        contact: '+234 803 905 6612',
        location: lagos('18 Herbert Macaulay Way, Yaba', 6.5087, 3.3779),
      },
      {
        name: 'Oshodi Home Centre',
        contact: '+234 810 276 3391',
        location: lagos('9 Agege Motor Road, Oshodi', 6.555, 3.3436),
      },
      {
        name: 'Gwarinpa Home Essentials',
        contact: '+234 701 558 2047',
        location: abuja('1st Avenue, Gwarinpa', 9.108, 7.407),
      },
    ],
  },
  {
    ownerEmail: 'funmi.alabi@demo.kasuwa.ng',
    businessName: 'Omo Rere Baby Care Limited',
    brandStoreName: 'Omo Rere Baby Care',
    industry: 'CONSUMER_GOODS',
    location: lagos('27 Bode Thomas Street, Surulere', 6.4985, 3.3555),
    shelfLifeMonths: 24,
    productLines: [
      [
        'Baby Diapers Size 3 (44)',
        'babyChildren',
        11500,
        'Soft, breathable diapers for 6 to 10 kg with a wetness indicator and up to 12 hours of leak protection.',
      ],
      [
        'Gentle Baby Wipes (80)',
        'babyChildren',
        2300,
        'Alcohol-free, fragrance-free wipes with aloe vera, thick enough for nappy changes and sticky hands.',
      ],
      [
        'Baby Petroleum Jelly 250g',
        'babyChildren',
        1800,
        'Triple-purified petroleum jelly that protects against nappy rash and soothes dry cheeks and elbows.',
      ],
      [
        'Head-to-Toe Baby Wash 400ml',
        'babyChildren',
        4200,
        'Tear-free, pH-balanced wash for hair and body with chamomile; rinses clean without drying the skin.',
      ],
      [
        'Teething Rusks 150g',
        'babyChildren',
        2500,
        'Crunchy wheat rusks for babies from 7 months that soften slowly to soothe sore gums; no added salt.',
      ],
      [
        'Kids Strawberry Toothpaste 75ml',
        'personalCare',
        1600,
        'Low-fluoride strawberry toothpaste for children aged 2 to 6 with a fun, gentle-foaming formula.',
      ],
    ],
    retailers: [
      {
        name: 'Festac Mother & Child Store',
        contact: '+234 802 337 5180',
        location: lagos('2nd Avenue, Festac Town', 6.4697, 3.283),
      },
      {
        name: 'Challenge Baby Shop',
        contact: '+234 815 662 0913',
        location: ibadan('7 Ring Road, Challenge', 7.3485, 3.876),
      },
      {
        name: 'GRA Kiddies Corner',
        contact: '+234 909 120 4478',
        location: portHarcourt('14 Olu Obasanjo Road, GRA Phase 2', 4.814, 7.0),
      },
    ],
  },
  {
    ownerEmail: 'obinna.okeke@demo.kasuwa.ng',
    businessName: 'Ikenga Stationery and Sports Limited',
    brandStoreName: 'Ikenga Stationers',
    industry: 'CONSUMER_GOODS',
    location: portHarcourt('3 Azikiwe Road, Old Township', 4.7774, 7.0134),
    shelfLifeMonths: 60,
    productLines: [
      [
        'Exercise Books 60 Leaves (20)',
        'officeSchoolSupplies',
        9000,
        'Twenty 60-leaf ruled exercise books with durable covers, ideal for primary and secondary school pupils.',
      ],
      [
        'HB Pencils with Erasers (12)',
        'officeSchoolSupplies',
        1500,
        'Twelve pre-sharpened HB pencils with erasers; smooth graphite that does not break easily.',
      ],
      [
        'Blue Ballpoint Pens (50)',
        'officeSchoolSupplies',
        4500,
        'Box of fifty medium-point blue pens with smooth, quick-drying ink for exams and office work.',
      ],
      [
        'A4 Copier Paper 80gsm Ream',
        'officeSchoolSupplies',
        8500,
        '500 bright white A4 sheets, 80gsm, jam-free in laser and inkjet printers and photocopiers.',
      ],
      [
        'Mathematical Set 9-Piece',
        'officeSchoolSupplies',
        2500,
        'Compass, divider, protractor, set squares, ruler, pencil, sharpener and eraser in a metal tin.',
      ],
      [
        'Lever Arch Files (5)',
        'officeSchoolSupplies',
        6000,
        'Five sturdy A4 lever arch files with a 75 mm spine for invoices, receipts and school records.',
      ],
      [
        'Green-White School Backpack',
        'officeSchoolSupplies',
        15000,
        'Water-resistant backpack in green and white with padded straps, laptop sleeve and bottle pocket.',
      ],
      [
        'Leather Football Size 5',
        'sportingGoods',
        12500,
        'Hand-stitched size 5 football with a butyl bladder that holds air; for grass, sand or concrete pitches.',
      ],
    ],
    retailers: [
      {
        name: 'D-Line Book Shop',
        contact: '+234 806 781 3326',
        location: portHarcourt('11 Ikwerre Road, D-Line', 4.805, 6.999),
      },
      {
        name: 'Rumuodomaya School Supplies',
        contact: '+234 817 340 6654',
        location: portHarcourt('East-West Road, Rumuodomaya', 4.8933, 7.0023),
      },
      {
        name: 'Bodija Academic Store',
        contact: '+234 708 220 9961',
        location: ibadan('2 Awolowo Avenue, Bodija', 7.428, 3.916),
      },
    ],
  },
  {
    ownerEmail: DEMO_USER_EMAIL,
    businessName: 'Alafia Pharmaceuticals Limited',
    brandStoreName: 'Alafia Pharmaceuticals',
    industry: 'OTC_PHARMACEUTICALS',
    location: lagos('45 Herbert Macaulay Way, Yaba', 6.5095, 3.377),
    shelfLifeMonths: 36,
    productLines: [
      [
        'Paracetamol 500mg Tablets (96)',
        'otcPharmaceuticals',
        2500,
        'Relief from headache, toothache, fever and body pains. Adults: 1 to 2 tablets every 6 hours, at most 8 a day.',
      ],
      [
        'Ibuprofen 400mg Tablets (24)',
        'otcPharmaceuticals',
        1800,
        'Anti-inflammatory pain relief for period pain, backache and sprains. Take with food; not for under-12s.',
      ],
      [
        'Oral Rehydration Salts Orange (10)',
        'otcPharmaceuticals',
        1500,
        'WHO-formula ORS sachets in orange flavour; dissolve one in 1 litre of clean water to replace lost fluids.',
      ],
      [
        'Antacid Suspension Mint 200ml',
        'otcPharmaceuticals',
        2800,
        'Fast relief from heartburn, indigestion and ulcer discomfort. Shake well; 10 ml after meals and at bedtime.',
      ],
      [
        'Honey & Lemon Cough Syrup 100ml',
        'otcPharmaceuticals',
        2400,
        'Soothing syrup for dry, tickly coughs and sore throats; non-drowsy formula for adults and children over 6.',
      ],
      [
        'Vitamin C 1000mg Effervescent (20)',
        'healthWellness',
        3500,
        'Orange-flavoured effervescent tablets with zinc that support the immune system; one tablet daily in water.',
      ],
      [
        'Multivitamin Tablets (30)',
        'healthWellness',
        4500,
        'Daily multivitamin and mineral tablets with iron, B vitamins and vitamin D for energy and wellbeing.',
      ],
      [
        'Antiseptic Liquid 500ml',
        'healthWellness',
        3900,
        'Chloroxylenol antiseptic for cuts, grazes, insect bites and personal hygiene; dilute before use.',
      ],
    ],
    retailers: [
      {
        name: 'Yaba Community Pharmacy',
        contact: '+234 802 664 1185',
        location: lagos('5 Commercial Avenue, Yaba', 6.5065, 3.3795),
      },
      {
        name: 'Ikorodu Health Plus Pharmacy',
        contact: '+234 813 574 2290',
        location: lagos('60 Lagos Road, Ikorodu', 6.6153, 3.5069),
      },
      {
        name: 'Victoria Island MedExpress',
        contact: '+234 909 803 3316',
        location: lagos('32 Adeola Odeku Street, Victoria Island', 6.4312, 3.4206),
      },
      {
        name: 'Garden City Pharmacy',
        contact: '+234 805 117 8842',
        location: portHarcourt('Aba Road, Rumuola', 4.833, 7.012),
      },
    ],
  },
  {
    ownerEmail: 'hauwa.sani@demo.kasuwa.ng',
    businessName: 'Lafiya Remedies Nigeria Limited',
    brandStoreName: 'Lafiya Remedies',
    industry: 'OTC_PHARMACEUTICALS',
    location: abuja('20 Ahmadu Bello Way, Garki II', 9.031, 7.486),
    shelfLifeMonths: 36,
    productLines: [
      [
        'Loratadine 10mg Allergy Tablets (30)',
        'otcPharmaceuticals',
        2200,
        'Non-drowsy relief from sneezing, runny nose and itchy eyes during harmattan dust and hay fever.',
      ],
      [
        'Folic Acid 5mg Tablets (100)',
        'otcPharmaceuticals',
        1200,
        'Folic acid supplement for women planning pregnancy and in early pregnancy, as advised by a pharmacist.',
      ],
      [
        'Menthol Chest Rub 50g',
        'otcPharmaceuticals',
        1500,
        'Warming menthol, camphor and eucalyptus rub that eases blocked noses and chesty colds overnight.',
      ],
      [
        'Zinc Syrup for Children 100ml',
        'otcPharmaceuticals',
        1900,
        'Zinc sulphate syrup to give alongside ORS during childhood diarrhoea; dose by age as on the pack.',
      ],
      [
        'Mosquito Repellent Lotion 100ml',
        'healthWellness',
        2600,
        'DEET-free repellent lotion with citronella that protects against mosquito bites for up to 6 hours.',
      ],
      [
        'Hand Sanitiser 500ml',
        'healthWellness',
        2800,
        'Alcohol-based hand sanitiser with 70% ethanol and glycerine; kills germs without water or soap.',
      ],
      [
        'Digital Thermometer',
        'healthWellness',
        4500,
        'Fast 10-second digital thermometer with fever alarm and memory; for oral or underarm use.',
      ],
      [
        'Adhesive Bandages Assorted (100)',
        'healthWellness',
        2000,
        'One hundred breathable fabric plasters in assorted sizes for small cuts and blisters at home or work.',
      ],
    ],
    retailers: [
      {
        name: 'Kubwa Family Pharmacy',
        contact: '+234 807 392 6605',
        location: abuja('Gado Nasko Road, Kubwa', 9.156, 7.329),
      },
      {
        name: 'Nassarawa Health Store',
        contact: '+234 818 245 7073',
        location: kano('15 Sokoto Road, Nassarawa GRA', 11.998, 8.54),
      },
      {
        name: 'Kano Central Chemist',
        contact: '+234 706 931 4458',
        location: kano('Murtala Mohammed Way', 12.0001, 8.5167),
      },
      {
        name: 'Dugbe Drugstore',
        contact: '+234 811 506 2237',
        location: ibadan('10 Jimoh Odutola Road, Dugbe', 7.3895, 3.8885),
      },
    ],
  },
];

const FIRST_MANUFACTURE_DAY = Date.UTC(2026, 0, 5);
const DAY_MS = 24 * 60 * 60 * 1000;

function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

function withEanCheckDigit(twelveDigits: string): string {
  const sum = [...twelveDigits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${twelveDigits}${(10 - (sum % 10)) % 10}`;
}

/** Stock figures and dates vary with the product's position, so rows differ yet never change between runs. */
function expandProduct(
  line: ProductLine,
  storeIndex: number,
  productIndex: number,
  shelfLifeMonths: number,
): DemoProduct {
  const [name, category, priceNaira, description] = line;
  const n = storeIndex * 10 + productIndex;
  const manufactureDate = new Date(FIRST_MANUFACTURE_DAY + ((n * 23) % 240) * DAY_MS);
  return {
    name,
    description,
    category,
    retailPriceKobo: priceNaira * 100,
    quantity: 12 + ((n * 37) % 240),
    batchNumber: 1 + ((n * 7) % 40),
    batchQuantity: 500 + ((n * 113) % 2000),
    barCode: withEanCheckDigit(
      `615${String(1200 + storeIndex).padStart(4, '0')}${String(10_000 + productIndex * 7).padStart(5, '0')}`,
    ),
    manufactureDate,
    expiryDate: addMonths(manufactureDate, shelfLifeMonths),
  };
}

export const DEMO_BRAND_STORES: readonly DemoBrandStore[] = STORE_DRAFTS.map(
  ({ shelfLifeMonths, productLines, ...store }, storeIndex) => ({
    ...store,
    products: productLines.map((line, productIndex) => expandProduct(line, storeIndex, productIndex, shelfLifeMonths)),
  }),
);

/** The distinct category keys of a store's products, in first-seen order. */
export function categoriesOf(store: DemoBrandStore): ProductCategory[] {
  return [...new Set(store.products.map((product) => product.category))];
}
