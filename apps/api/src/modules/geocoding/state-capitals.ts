/** A state as the gazetteer names it, with its capital; `state` follows nigerian-states-and-lgas (typos fixed). */
export interface StateCapital {
  state: string;
  capital: string;
  latitude: number;
  longitude: number;
}

/** The capitals of the 36 states and the FCT (approximate city-centre coordinates). */
export const STATE_CAPITALS: readonly StateCapital[] = [
  { state: 'Abia', capital: 'Umuahia', latitude: 5.5263, longitude: 7.4898 },
  { state: 'Adamawa', capital: 'Yola', latitude: 9.2035, longitude: 12.4954 },
  { state: 'Akwa Ibom', capital: 'Uyo', latitude: 5.0377, longitude: 7.9128 },
  { state: 'Anambra', capital: 'Awka', latitude: 6.2104, longitude: 7.0741 },
  { state: 'Bauchi', capital: 'Bauchi', latitude: 10.3103, longitude: 9.8439 },
  { state: 'Bayelsa', capital: 'Yenagoa', latitude: 4.9267, longitude: 6.2676 },
  { state: 'Benue', capital: 'Makurdi', latitude: 7.7322, longitude: 8.5391 },
  { state: 'Borno', capital: 'Maiduguri', latitude: 11.8469, longitude: 13.1571 },
  { state: 'Cross River', capital: 'Calabar', latitude: 4.9589, longitude: 8.327 },
  { state: 'Delta', capital: 'Asaba', latitude: 6.1982, longitude: 6.7319 },
  { state: 'Ebonyi', capital: 'Abakaliki', latitude: 6.3249, longitude: 8.1137 },
  { state: 'Edo', capital: 'Benin City', latitude: 6.3382, longitude: 5.6258 },
  { state: 'Ekiti', capital: 'Ado-Ekiti', latitude: 7.6211, longitude: 5.2214 },
  { state: 'Enugu', capital: 'Enugu', latitude: 6.4413, longitude: 7.4988 },
  { state: 'Federal Capital Territory', capital: 'Abuja', latitude: 9.0579, longitude: 7.4951 },
  { state: 'Gombe', capital: 'Gombe', latitude: 10.2897, longitude: 11.1673 },
  { state: 'Imo', capital: 'Owerri', latitude: 5.4836, longitude: 7.0333 },
  { state: 'Jigawa', capital: 'Dutse', latitude: 11.7562, longitude: 9.3389 },
  { state: 'Kaduna', capital: 'Kaduna', latitude: 10.5222, longitude: 7.4383 },
  { state: 'Kano', capital: 'Kano', latitude: 12.0001, longitude: 8.5167 },
  { state: 'Katsina', capital: 'Katsina', latitude: 12.9889, longitude: 7.6006 },
  { state: 'Kebbi', capital: 'Birnin Kebbi', latitude: 12.4539, longitude: 4.1975 },
  { state: 'Kogi', capital: 'Lokoja', latitude: 7.8023, longitude: 6.7333 },
  { state: 'Kwara', capital: 'Ilorin', latitude: 8.4966, longitude: 4.5421 },
  { state: 'Lagos', capital: 'Ikeja', latitude: 6.6018, longitude: 3.3515 },
  { state: 'Nasarawa', capital: 'Lafia', latitude: 8.4939, longitude: 8.5153 },
  { state: 'Niger', capital: 'Minna', latitude: 9.6139, longitude: 6.5569 },
  { state: 'Ogun', capital: 'Abeokuta', latitude: 7.1557, longitude: 3.3451 },
  { state: 'Ondo', capital: 'Akure', latitude: 7.2526, longitude: 5.1931 },
  { state: 'Osun', capital: 'Osogbo', latitude: 7.7827, longitude: 4.5418 },
  { state: 'Oyo', capital: 'Ibadan', latitude: 7.3776, longitude: 3.9059 },
  { state: 'Plateau', capital: 'Jos', latitude: 9.8965, longitude: 8.8583 },
  { state: 'Rivers', capital: 'Port Harcourt', latitude: 4.8156, longitude: 7.0498 },
  { state: 'Sokoto', capital: 'Sokoto', latitude: 13.0609, longitude: 5.239 },
  { state: 'Taraba', capital: 'Jalingo', latitude: 8.8937, longitude: 11.3596 },
  { state: 'Yobe', capital: 'Damaturu', latitude: 11.747, longitude: 11.9608 },
  { state: 'Zamfara', capital: 'Gusau', latitude: 12.1628, longitude: 6.6614 },
];
