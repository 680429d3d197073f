/**
 * The best-known areas of Nigeria's biggest cities: the names people write in addresses that the
 * open gazetteers lack (GeoNames has no Yaba, Victoria Island, Maitama, Bodija...). Written by hand
 * for this project. Coordinates are APPROXIMATE (the middle of the area, to about a kilometre),
 * from general knowledge of the cities, and are checked by `gazetteer.test.ts` to lie inside
 * Nigeria, inside their state's spread of towns and near their LGA. `lga` and `state` are spelled
 * as nigerian-states-and-lgas spells them.
 */
export interface Neighbourhood {
  name: string;
  /** Other ways it is written ("VI", "Festac"). */
  aliases?: readonly string[];
  /** The city people name with it: "Yaba, Lagos", "Bodija, Ibadan". */
  city: string;
  lga: string;
  state: string;
  latitude: number;
  longitude: number;
}

const LAGOS = { city: 'Lagos', state: 'Lagos' } as const;
const ABUJA = { city: 'Abuja', state: 'Federal Capital Territory' } as const;
const PORT_HARCOURT = { city: 'Port Harcourt', state: 'Rivers' } as const;
const IBADAN = { city: 'Ibadan', state: 'Oyo' } as const;
const KANO = { city: 'Kano', state: 'Kano' } as const;
const ENUGU = { city: 'Enugu', state: 'Enugu' } as const;
const KADUNA = { city: 'Kaduna', state: 'Kaduna' } as const;
const BENIN = { city: 'Benin City', state: 'Edo' } as const;

export const NEIGHBOURHOODS: readonly Neighbourhood[] = [
  // Lagos
  { name: 'Victoria Island', aliases: ['VI', 'V.I'], ...LAGOS, lga: 'Eti Osa', latitude: 6.4281, longitude: 3.4219 },
  { name: 'Ikoyi', ...LAGOS, lga: 'Eti Osa', latitude: 6.4549, longitude: 3.4346 },
  { name: 'Oniru', ...LAGOS, lga: 'Eti Osa', latitude: 6.435, longitude: 3.445 },
  { name: 'Lekki', ...LAGOS, lga: 'Eti Osa', latitude: 6.4474, longitude: 3.4939 },
  { name: 'Lekki Phase 1', aliases: ['Lekki Phase I'], ...LAGOS, lga: 'Eti Osa', latitude: 6.4478, longitude: 3.4723 },
  { name: 'Ajah', ...LAGOS, lga: 'Eti Osa', latitude: 6.4698, longitude: 3.5852 },
  { name: 'Sangotedo', ...LAGOS, lga: 'Eti Osa', latitude: 6.47, longitude: 3.63 },
  { name: 'Yaba', ...LAGOS, lga: 'Lagos Mainland', latitude: 6.5095, longitude: 3.3711 },
  { name: 'Ebute Metta', aliases: ['Ebute-Metta'], ...LAGOS, lga: 'Lagos Mainland', latitude: 6.485, longitude: 3.38 },
  { name: 'Obalende', ...LAGOS, lga: 'Lagos Island', latitude: 6.447, longitude: 3.404 },
  { name: 'Idumota', ...LAGOS, lga: 'Lagos Island', latitude: 6.457, longitude: 3.386 },
  { name: 'Festac Town', aliases: ['Festac'], ...LAGOS, lga: 'Amuwo-Odofin', latitude: 6.4664, longitude: 3.2836 },
  { name: 'Satellite Town', ...LAGOS, lga: 'Amuwo-Odofin', latitude: 6.4447, longitude: 3.2511 },
  { name: 'Mile 2', ...LAGOS, lga: 'Amuwo-Odofin', latitude: 6.4636, longitude: 3.3127 },
  { name: 'Ajegunle', ...LAGOS, lga: 'Ajeromi-Ifelodun', latitude: 6.4594, longitude: 3.3281 },
  { name: 'Maryland', ...LAGOS, lga: 'Kosofe', latitude: 6.572, longitude: 3.366 },
  { name: 'Ojota', ...LAGOS, lga: 'Kosofe', latitude: 6.585, longitude: 3.378 },
  { name: 'Ketu', ...LAGOS, lga: 'Kosofe', latitude: 6.596, longitude: 3.388 },
  { name: 'Magodo', ...LAGOS, lga: 'Kosofe', latitude: 6.621, longitude: 3.387 },
  { name: 'Gbagada', ...LAGOS, lga: 'Kosofe', latitude: 6.554, longitude: 3.388 },
  { name: 'Ogudu', ...LAGOS, lga: 'Kosofe', latitude: 6.576, longitude: 3.393 },
  { name: 'Anthony Village', ...LAGOS, lga: 'Kosofe', latitude: 6.561, longitude: 3.37 },
  { name: 'Opebi', ...LAGOS, lga: 'Ikeja', latitude: 6.589, longitude: 3.363 },
  { name: 'Alausa', ...LAGOS, lga: 'Ikeja', latitude: 6.616, longitude: 3.359 },
  { name: 'Ogba', ...LAGOS, lga: 'Ikeja', latitude: 6.628, longitude: 3.342 },
  { name: 'Omole', ...LAGOS, lga: 'Ikeja', latitude: 6.632, longitude: 3.365 },
  { name: 'Ojodu', ...LAGOS, lga: 'Ikeja', latitude: 6.644, longitude: 3.379 },
  { name: 'Ilupeju', ...LAGOS, lga: 'Mushin', latitude: 6.553, longitude: 3.356 },
  { name: 'Isolo', ...LAGOS, lga: 'Oshodi-Isolo', latitude: 6.528, longitude: 3.32 },
  { name: 'Okota', ...LAGOS, lga: 'Oshodi-Isolo', latitude: 6.509, longitude: 3.309 },
  { name: 'Akoka', ...LAGOS, lga: 'Shomolu', latitude: 6.522, longitude: 3.387 },
  { name: 'Bariga', ...LAGOS, lga: 'Shomolu', latitude: 6.539, longitude: 3.385 },
  { name: 'Onipanu', ...LAGOS, lga: 'Shomolu', latitude: 6.538, longitude: 3.361 },
  { name: 'Ojuelegba', ...LAGOS, lga: 'Surulere', latitude: 6.508, longitude: 3.363 },
  { name: 'Aguda', ...LAGOS, lga: 'Surulere', latitude: 6.499, longitude: 3.345 },
  { name: 'Ikotun', ...LAGOS, lga: 'Alimosho', latitude: 6.55, longitude: 3.264 },
  { name: 'Igando', ...LAGOS, lga: 'Alimosho', latitude: 6.553, longitude: 3.233 },
  { name: 'Egbeda', ...LAGOS, lga: 'Alimosho', latitude: 6.591, longitude: 3.29 },
  { name: 'Idimu', ...LAGOS, lga: 'Alimosho', latitude: 6.586, longitude: 3.256 },
  { name: 'Ipaja', ...LAGOS, lga: 'Alimosho', latitude: 6.615, longitude: 3.265 },
  // Abuja (Federal Capital Territory)
  { name: 'Garki', ...ABUJA, lga: 'Abuja Municipal Area Council', latitude: 9.034, longitude: 7.487 },
  { name: 'Wuse', ...ABUJA, lga: 'Abuja Municipal Area Council', latitude: 9.063, longitude: 7.467 },
  {
    name: 'Wuse 2',
    aliases: ['Wuse II'],
    ...ABUJA,
    lga: 'Abuja Municipal Area Council',
    latitude: 9.079,
    longitude: 7.476,
  },
  { name: 'Maitama', ...ABUJA, lga: 'Abuja Municipal Area Council', latitude: 9.088, longitude: 7.493 },
  { name: 'Asokoro', ...ABUJA, lga: 'Abuja Municipal Area Council', latitude: 9.045, longitude: 7.526 },
  { name: 'Utako', ...ABUJA, lga: 'Abuja Municipal Area Council', latitude: 9.068, longitude: 7.439 },
  { name: 'Jabi', ...ABUJA, lga: 'Abuja Municipal Area Council', latitude: 9.074, longitude: 7.424 },
  { name: 'Wuye', ...ABUJA, lga: 'Abuja Municipal Area Council', latitude: 9.055, longitude: 7.453 },
  { name: 'Life Camp', ...ABUJA, lga: 'Abuja Municipal Area Council', latitude: 9.08, longitude: 7.399 },
  {
    name: 'Gwarinpa',
    aliases: ['Gwarimpa'],
    ...ABUJA,
    lga: 'Abuja Municipal Area Council',
    latitude: 9.108,
    longitude: 7.407,
  },
  { name: 'Apo', ...ABUJA, lga: 'Abuja Municipal Area Council', latitude: 8.983, longitude: 7.505 },
  { name: 'Lugbe', ...ABUJA, lga: 'Abuja Municipal Area Council', latitude: 8.979, longitude: 7.37 },
  { name: 'Mpape', ...ABUJA, lga: 'Bwari', latitude: 9.122, longitude: 7.496 },
  { name: 'Kubwa', ...ABUJA, lga: 'Bwari', latitude: 9.155, longitude: 7.322 },
  // Port Harcourt (Rivers)
  { name: 'Rumuokoro', ...PORT_HARCOURT, lga: 'Obio/Akpor', latitude: 4.868, longitude: 6.999 },
  { name: 'Rumuola', ...PORT_HARCOURT, lga: 'Obio/Akpor', latitude: 4.834, longitude: 7.006 },
  { name: 'Rumuomasi', ...PORT_HARCOURT, lga: 'Obio/Akpor', latitude: 4.832, longitude: 7.03 },
  { name: 'Rumuigbo', ...PORT_HARCOURT, lga: 'Obio/Akpor', latitude: 4.852, longitude: 6.991 },
  { name: 'Choba', ...PORT_HARCOURT, lga: 'Obio/Akpor', latitude: 4.894, longitude: 6.926 },
  { name: 'Woji', ...PORT_HARCOURT, lga: 'Obio/Akpor', latitude: 4.827, longitude: 7.058 },
  { name: 'Elelenwo', ...PORT_HARCOURT, lga: 'Obio/Akpor', latitude: 4.841, longitude: 7.073 },
  {
    name: 'Trans Amadi',
    aliases: ['Trans-Amadi'],
    ...PORT_HARCOURT,
    lga: 'Port Harcourt',
    latitude: 4.812,
    longitude: 7.038,
  },
  { name: 'D-Line', aliases: ['D/Line'], ...PORT_HARCOURT, lga: 'Port Harcourt', latitude: 4.795, longitude: 7.006 },
  { name: 'Diobu', ...PORT_HARCOURT, lga: 'Port Harcourt', latitude: 4.79, longitude: 6.999 },
  { name: 'Borokiri', ...PORT_HARCOURT, lga: 'Port Harcourt', latitude: 4.754, longitude: 7.032 },
  // Ibadan (Oyo)
  { name: 'Bodija', ...IBADAN, lga: 'Ibadan North', latitude: 7.433, longitude: 3.911 },
  { name: 'Agbowo', ...IBADAN, lga: 'Ibadan North', latitude: 7.443, longitude: 3.907 },
  { name: 'Mokola', ...IBADAN, lga: 'Ibadan North', latitude: 7.405, longitude: 3.889 },
  { name: 'Samonda', ...IBADAN, lga: 'Ibadan North', latitude: 7.439, longitude: 3.893 },
  { name: 'Agodi', ...IBADAN, lga: 'Ibadan North-East', latitude: 7.407, longitude: 3.91 },
  { name: 'Jericho', ...IBADAN, lga: 'Ibadan North-West', latitude: 7.396, longitude: 3.867 },
  { name: 'Dugbe', ...IBADAN, lga: 'Ibadan South-West', latitude: 7.388, longitude: 3.888 },
  { name: 'Iyaganku', ...IBADAN, lga: 'Ibadan South-West', latitude: 7.382, longitude: 3.872 },
  { name: 'Ojoo', ...IBADAN, lga: 'Akinyele', latitude: 7.468, longitude: 3.917 },
  { name: 'Moniya', ...IBADAN, lga: 'Akinyele', latitude: 7.529, longitude: 3.915 },
  // Kano
  { name: 'Sabon Gari', ...KANO, lga: 'Fagge', latitude: 12.012, longitude: 8.532 },
  { name: 'Bompai', ...KANO, lga: 'Nasarawa', latitude: 12.0, longitude: 8.547 },
  { name: 'Hotoro', ...KANO, lga: 'Nasarawa', latitude: 11.987, longitude: 8.568 },
  { name: 'Sharada', ...KANO, lga: 'Kano Municipal', latitude: 11.965, longitude: 8.505 },
  { name: 'Gyadi-Gyadi', aliases: ['Gyadi Gyadi'], ...KANO, lga: 'Tarauni', latitude: 11.972, longitude: 8.531 },
  { name: 'Dorayi', ...KANO, lga: 'Gwale', latitude: 11.98, longitude: 8.488 },
  // Enugu, Kaduna, Benin City
  { name: 'Independence Layout', ...ENUGU, lga: 'Enugu North', latitude: 6.447, longitude: 7.518 },
  { name: 'Trans Ekulu', aliases: ['Trans-Ekulu'], ...ENUGU, lga: 'Enugu East', latitude: 6.475, longitude: 7.508 },
  { name: 'New Haven', ...ENUGU, lga: 'Enugu North', latitude: 6.453, longitude: 7.508 },
  { name: 'Ogui', ...ENUGU, lga: 'Enugu North', latitude: 6.445, longitude: 7.495 },
  { name: 'Barnawa', ...KADUNA, lga: 'Kaduna South', latitude: 10.484, longitude: 7.446 },
  { name: 'Kakuri', ...KADUNA, lga: 'Kaduna South', latitude: 10.468, longitude: 7.422 },
  { name: 'Ugbowo', ...BENIN, lga: 'Egor', latitude: 6.4, longitude: 5.61 },
];
