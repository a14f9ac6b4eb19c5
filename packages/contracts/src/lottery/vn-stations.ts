/**
 * The stations (đài: the provinces that print a sheet) of the Vietnamese lottery and the weekdays they draw
 * (0 Sunday … 6 Saturday), as the market runs them: data, read by vn-schedule.ts (and the seed of the server's
 * station table, which an operator may change). The North draws one sheet a day; the province that prints it
 * changes by weekday. The Central and Southern regions draw two to four provinces a day, each its own sheet.
 */
import type { VnRegion } from './vn-schedule.ts';

export interface VnStation {
  /** Three letters, part of the station's game code (`VN_S_HCM`). */
  code: string;
  name: string;
  region: VnRegion;
  weekdays: number[];
}

export const vnStations: readonly VnStation[] = [
  { code: 'HNO', name: 'Hà Nội', region: 'NORTH', weekdays: [1, 4] },
  { code: 'QNI', name: 'Quảng Ninh', region: 'NORTH', weekdays: [2] },
  { code: 'BNI', name: 'Bắc Ninh', region: 'NORTH', weekdays: [3] },
  { code: 'HPH', name: 'Hải Phòng', region: 'NORTH', weekdays: [5] },
  { code: 'NDI', name: 'Nam Định', region: 'NORTH', weekdays: [6] },
  { code: 'TBI', name: 'Thái Bình', region: 'NORTH', weekdays: [0] },
  { code: 'TTH', name: 'Thừa Thiên Huế', region: 'CENTRAL', weekdays: [0, 1] },
  { code: 'PYE', name: 'Phú Yên', region: 'CENTRAL', weekdays: [1] },
  { code: 'DLK', name: 'Đắk Lắk', region: 'CENTRAL', weekdays: [2] },
  { code: 'QNA', name: 'Quảng Nam', region: 'CENTRAL', weekdays: [2] },
  { code: 'DNG', name: 'Đà Nẵng', region: 'CENTRAL', weekdays: [3, 6] },
  { code: 'KHO', name: 'Khánh Hòa', region: 'CENTRAL', weekdays: [0, 3] },
  { code: 'BDI', name: 'Bình Định', region: 'CENTRAL', weekdays: [4] },
  { code: 'QTR', name: 'Quảng Trị', region: 'CENTRAL', weekdays: [4] },
  { code: 'QBI', name: 'Quảng Bình', region: 'CENTRAL', weekdays: [4] },
  { code: 'GLA', name: 'Gia Lai', region: 'CENTRAL', weekdays: [5] },
  { code: 'NTH', name: 'Ninh Thuận', region: 'CENTRAL', weekdays: [5] },
  { code: 'QNG', name: 'Quảng Ngãi', region: 'CENTRAL', weekdays: [6] },
  { code: 'DNO', name: 'Đắk Nông', region: 'CENTRAL', weekdays: [6] },
  { code: 'KTU', name: 'Kon Tum', region: 'CENTRAL', weekdays: [0] },
  { code: 'HCM', name: 'TP. Hồ Chí Minh', region: 'SOUTH', weekdays: [1, 6] },
  { code: 'DTH', name: 'Đồng Tháp', region: 'SOUTH', weekdays: [1] },
  { code: 'CMA', name: 'Cà Mau', region: 'SOUTH', weekdays: [1] },
  { code: 'BTR', name: 'Bến Tre', region: 'SOUTH', weekdays: [2] },
  { code: 'VTA', name: 'Vũng Tàu', region: 'SOUTH', weekdays: [2] },
  { code: 'BLI', name: 'Bạc Liêu', region: 'SOUTH', weekdays: [2] },
  { code: 'DNA', name: 'Đồng Nai', region: 'SOUTH', weekdays: [3] },
  { code: 'CTH', name: 'Cần Thơ', region: 'SOUTH', weekdays: [3] },
  { code: 'STR', name: 'Sóc Trăng', region: 'SOUTH', weekdays: [3] },
  { code: 'TNI', name: 'Tây Ninh', region: 'SOUTH', weekdays: [4] },
  { code: 'AGI', name: 'An Giang', region: 'SOUTH', weekdays: [4] },
  { code: 'BTH', name: 'Bình Thuận', region: 'SOUTH', weekdays: [4] },
  { code: 'VLO', name: 'Vĩnh Long', region: 'SOUTH', weekdays: [5] },
  { code: 'BDU', name: 'Bình Dương', region: 'SOUTH', weekdays: [5] },
  { code: 'TVI', name: 'Trà Vinh', region: 'SOUTH', weekdays: [5] },
  { code: 'LAN', name: 'Long An', region: 'SOUTH', weekdays: [6] },
  { code: 'BPH', name: 'Bình Phước', region: 'SOUTH', weekdays: [6] },
  { code: 'HGI', name: 'Hậu Giang', region: 'SOUTH', weekdays: [6] },
  { code: 'TGI', name: 'Tiền Giang', region: 'SOUTH', weekdays: [0] },
  { code: 'KGI', name: 'Kiên Giang', region: 'SOUTH', weekdays: [0] },
  { code: 'DLA', name: 'Đà Lạt', region: 'SOUTH', weekdays: [0] },
];
