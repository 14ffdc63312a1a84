/**
 * The raw material of the generated catalogue: a UAE IT retailer's category tree, the real brands
 * it carries and real-looking models per sub-category, with spec and feature pools for the
 * descriptions. Models are "CODE|name after the brand|base price in AED (VAT-inclusive)".
 */

/** Which device silhouette the image generator draws for a category's products. */
export type Shape =
  | 'switch'
  | 'router'
  | 'wireless'
  | 'firewall'
  | 'phone'
  | 'computer'
  | 'mobile'
  | 'printer'
  | 'pos'
  | 'accessory';

export interface FamilySeed {
  brand: string;
  models: readonly string[];
}

export interface SubcategorySeed {
  code: string;
  name: string;
  families: readonly FamilySeed[];
}

/** A spec group: heading, then label with candidate values. */
export interface SpecGroupSeed {
  heading: string;
  rows: readonly (readonly [string, readonly string[]])[];
}

export interface TopCategorySeed {
  code: string;
  name: string;
  shape: Shape;
  showInHome: boolean;
  hasImage: boolean;
  specs: readonly SpecGroupSeed[];
  features: readonly string[];
  subs: readonly SubcategorySeed[];
}

export const CATEGORY_SEEDS: readonly TopCategorySeed[] = [
  {
    code: 'NSW',
    name: 'Network Switches',
    shape: 'switch',
    showInHome: true,
    hasImage: true,
    specs: [
      {
        heading: 'Ports',
        rows: [
          [
            'Ethernet Ports',
            ['8 x 10/100/1000', '16 x 10/100/1000', '24 x 10/100/1000', '48 x 10/100/1000'],
          ],
          ['Uplink Ports', ['2 x SFP', '4 x SFP', '4 x SFP+', '2 x 10G SFP+']],
          ['PoE Budget', ['None', '65 W', '120 W', '195 W', '370 W', '740 W']],
        ],
      },
      {
        heading: 'Performance',
        rows: [
          ['Switching Capacity', ['16 Gbps', '56 Gbps', '128 Gbps', '176 Gbps', '480 Gbps']],
          ['MAC Address Table', ['8K', '16K', '32K']],
          ['Jumbo Frames', ['9216 bytes', '10240 bytes']],
        ],
      },
      {
        heading: 'Physical',
        rows: [
          ['Mounting', ['Desktop', '19-inch Rack', 'Desktop / Wall']],
          ['Power Supply', ['Internal 100-240 V AC', 'External adapter']],
          ['Cooling', ['Fanless', 'Smart fan']],
        ],
      },
    ],
    features: [
      'Gigabit Ethernet on every port for fast file transfers',
      'Plug-and-play installation with no configuration needed',
      'VLAN, QoS and IGMP snooping for converged voice and video',
      'Energy-efficient Ethernet (IEEE 802.3az) lowers power use',
      'Fanless design for silent operation in offices',
      'Web, CLI and cloud management options',
      'Link aggregation and spanning tree for resilient uplinks',
    ],
    subs: [
      {
        code: 'NSW-MGD',
        name: 'Managed Switches',
        families: [
          {
            brand: 'Cisco',
            models: [
              'C1000-24T-4G-L|Catalyst 1000-24T-4G-L 24-Port Gigabit Switch|1890',
              'C1000-48T-4G-L|Catalyst 1000-48T-4G-L 48-Port Gigabit Switch|3290',
              'C9200L-24T-4G-E|Catalyst 9200L 24-Port Data Switch, 4x1G Uplink|6490',
              'C9200L-48T-4X-E|Catalyst 9200L 48-Port Data Switch, 4x10G Uplink|12900',
              'C9300-48P-A|Catalyst 9300 48-Port PoE+ Switch, Network Advantage|24500',
              'CBS350-24T-4G|Business 350 24-Port Gigabit Managed Switch|1390',
            ],
          },
          {
            brand: 'HPE Aruba',
            models: [
              'JL678A|CX 6100 24G 4SFP+ Switch|2890',
              'JL679A|CX 6100 12G Class4 PoE 2G/2SFP+ 139W Switch|2450',
              'R8N87A|Instant On 1930 24G 4SFP/SFP+ Switch|1190',
              'JL658A|CX 6300M 24SFP+ 4SFP56 Switch|21900',
            ],
          },
          {
            brand: 'MikroTik',
            models: [
              'CRS326-24G-2S+RM|Cloud Router Switch CRS326-24G-2S+RM|749',
              'CRS328-24P-4S+RM|Cloud Router Switch CRS328-24P-4S+RM PoE|1590',
              'CRS309-1G-8S+IN|Cloud Router Switch CRS309-1G-8S+IN 8x SFP+|1090',
              'CRS354-48G-4S+2Q+RM|Cloud Router Switch CRS354-48G-4S+2Q+RM|2290',
            ],
          },
          {
            brand: 'Ubiquiti',
            models: [
              'USW-24|UniFi Switch 24 Gen2 Managed Gigabit Switch|899',
              'USW-48|UniFi Switch 48 Managed Gigabit Switch|1690',
              'USW-PRO-24|UniFi Switch Pro 24 Layer 3 Switch|2190',
              'USW-AGGREGATION|UniFi Switch Aggregation 8-Port SFP+|1190',
            ],
          },
        ],
      },
      {
        code: 'NSW-UNM',
        name: 'Unmanaged Switches',
        families: [
          {
            brand: 'TP-Link',
            models: [
              'TL-SG1005D|TL-SG1005D 5-Port Gigabit Desktop Switch|59',
              'TL-SG1008D|TL-SG1008D 8-Port Gigabit Desktop Switch|79',
              'TL-SG1016D|TL-SG1016D 16-Port Gigabit Rackmount Switch|239',
              'TL-SG1024D|TL-SG1024D 24-Port Gigabit Rackmount Switch|329',
              'TL-SF1005D|TL-SF1005D 5-Port 10/100Mbps Desktop Switch|49',
            ],
          },
          {
            brand: 'D-Link',
            models: [
              'DGS-1005A|DGS-1005A 5-Port Gigabit Unmanaged Desktop Switch|59',
              'DGS-1008A|DGS-1008A 8-Port Gigabit Unmanaged Desktop Switch|85',
              'DGS-1016C|DGS-1016C 16-Port Gigabit Unmanaged Switch|249',
              'DGS-1024C|DGS-1024C 24-Port Gigabit Unmanaged Switch|349',
            ],
          },
          {
            brand: 'Netgear',
            models: [
              'GS308|GS308 8-Port Gigabit Ethernet Unmanaged Switch|99',
              'GS316|GS316 16-Port Gigabit Unmanaged Switch|229',
              'GS324|GS324 24-Port Gigabit Unmanaged Switch|359',
            ],
          },
        ],
      },
      {
        code: 'NSW-POE',
        name: 'PoE Switches',
        families: [
          {
            brand: 'TP-Link',
            models: [
              'TL-SG1008P|TL-SG1008P 8-Port Gigabit Desktop Switch with 4-Port PoE+|229',
              'TL-SG1210P|TL-SG1210P 10-Port Gigabit Desktop Switch with 8-Port PoE+|349',
              'TL-SL1218MP|TL-SL1218MP 16-Port 10/100Mbps + 2-Port Gigabit Rackmount PoE+ Switch|599',
            ],
          },
          {
            brand: 'Ubiquiti',
            models: [
              'USW-LITE-8-POE|UniFi Switch Lite 8 PoE|489',
              'USW-24-POE|UniFi Switch 24 PoE Gen2|1690',
              'USW-PRO-48-POE|UniFi Switch Pro 48 PoE|4890',
            ],
          },
          {
            brand: 'D-Link',
            models: [
              'DGS-1008P|DGS-1008P 8-Port Gigabit PoE Desktop Switch|349',
              'DGS-1210-28P|DGS-1210-28P 28-Port Gigabit Smart Managed PoE Switch|1490',
            ],
          },
          {
            brand: 'Cisco',
            models: [
              'CBS250-8FP-E-2G|Business 250 8-Port Gigabit Full PoE Smart Switch|1290',
              'C1000-24FP-4G-L|Catalyst 1000-24FP-4G-L 24-Port Full PoE+ Switch|4690',
            ],
          },
        ],
      },
      {
        code: 'NSW-SMT',
        name: 'Smart Switches',
        families: [
          {
            brand: 'TP-Link',
            models: [
              'TL-SG2008|JetStream TL-SG2008 8-Port Gigabit Smart Switch|249',
              'TL-SG2210P|JetStream TL-SG2210P 8-Port Gigabit Smart Switch with 8-Port PoE+|589',
              'TL-SG2428P|JetStream TL-SG2428P 28-Port Gigabit Smart Switch with 24-Port PoE+|1690',
            ],
          },
          {
            brand: 'Netgear',
            models: [
              'GS308E|GS308E 8-Port Gigabit Smart Managed Plus Switch|139',
              'GS724T|GS724T 24-Port Gigabit Smart Managed Pro Switch|899',
            ],
          },
          {
            brand: 'D-Link',
            models: [
              'DGS-1100-08V2|DGS-1100-08V2 8-Port Gigabit Smart Managed Switch|159',
              'DGS-1210-52|DGS-1210-52 52-Port Gigabit Smart Managed Switch|1290',
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'RTR',
    name: 'Routers',
    shape: 'router',
    showInHome: true,
    hasImage: true,
    specs: [
      {
        heading: 'Interfaces',
        rows: [
          ['WAN Ports', ['1 x Gigabit', '2 x Gigabit', '1 x 2.5G', '1 x SFP']],
          ['LAN Ports', ['3 x Gigabit', '4 x Gigabit', '8 x Gigabit', '16 x Gigabit']],
          ['USB', ['None', '1 x USB 2.0', '1 x USB 3.0']],
        ],
      },
      {
        heading: 'Wireless',
        rows: [
          ['Wi-Fi Standard', ['None', 'Wi-Fi 5 (802.11ac)', 'Wi-Fi 6 (802.11ax)', 'Wi-Fi 6E']],
          ['Cellular', ['None', '4G LTE Cat4', '4G LTE Cat6', '5G NR']],
        ],
      },
      {
        heading: 'Features',
        rows: [
          ['VPN', ['IPsec, OpenVPN, WireGuard', 'IPsec, L2TP', 'IPsec, SSL VPN']],
          ['Management', ['Web GUI', 'Cloud controller', 'CLI and Web GUI']],
        ],
      },
    ],
    features: [
      'Multi-WAN load balancing and failover',
      'Built-in VPN server for secure remote access',
      'Advanced QoS keeps voice and video smooth',
      'Gigabit wired ports for fast LAN performance',
      'Guest network isolation and parental controls',
      'Centralised cloud management from any browser',
    ],
    subs: [
      {
        code: 'RTR-ENT',
        name: 'Enterprise Routers',
        families: [
          {
            brand: 'Cisco',
            models: [
              'ISR4321/K9|ISR 4321 Integrated Services Router|6990',
              'ISR4331/K9|ISR 4331 Integrated Services Router|11900',
              'C1111-8P|ISR 1100 8-Port Dual GE WAN Ethernet Router|3890',
              'C8200-1N-4T|Catalyst 8200 Edge Platform Router|9890',
            ],
          },
          {
            brand: 'MikroTik',
            models: [
              'CCR2004-16G-2S+|Cloud Core Router CCR2004-16G-2S+|2190',
              'CCR2116-12G-4S+|Cloud Core Router CCR2116-12G-4S+|4390',
              'RB5009UG+S+IN|RB5009UG+S+IN Router|899',
              'RB4011IGS+RM|RB4011iGS+RM Router|799',
            ],
          },
          {
            brand: 'Ubiquiti',
            models: [
              'UDM-PRO|UniFi Dream Machine Pro|1690',
              'UXG-PRO|UniFi Next-Gen Gateway Pro|1890',
              'ER-12|EdgeRouter 12|1190',
            ],
          },
        ],
      },
      {
        code: 'RTR-SOHO',
        name: 'Home & Office Routers',
        families: [
          {
            brand: 'TP-Link',
            models: [
              'ARCHER-AX55|Archer AX55 AX3000 Dual-Band Wi-Fi 6 Router|349',
              'ARCHER-AX73|Archer AX73 AX5400 Dual-Band Wi-Fi 6 Router|499',
              'ARCHER-C6|Archer C6 AC1200 Wireless MU-MIMO Gigabit Router|149',
              'DECO-X50-3PK|Deco X50 AX3000 Whole Home Mesh Wi-Fi 6 (3-Pack)|1090',
            ],
          },
          {
            brand: 'D-Link',
            models: [
              'DIR-X1860|DIR-X1860 AX1800 Wi-Fi 6 Router|299',
              'DIR-842|DIR-842 AC1200 MU-MIMO Wi-Fi Gigabit Router|169',
            ],
          },
          {
            brand: 'MikroTik',
            models: [
              'C53UIG+5HPAXD2HPAXD|hAP ax3 Wi-Fi 6 Home Access Point Router|499',
              'RBD52G-5HACD2HND-TC|hAP ac2 Dual-Band Router|279',
            ],
          },
        ],
      },
      {
        code: 'RTR-MOB',
        name: '4G & 5G Routers',
        families: [
          {
            brand: 'TP-Link',
            models: [
              'TL-MR6400|TL-MR6400 300Mbps Wireless N 4G LTE Router|299',
              'ARCHER-MR600|Archer MR600 4G+ Cat6 AC1200 Dual Band Gigabit Router|549',
              'M7350|M7350 4G LTE Mobile Wi-Fi|279',
            ],
          },
          {
            brand: 'Huawei',
            models: [
              'B535-232|4G Router 3 Pro B535-232|449',
              'H122-373|5G CPE Pro 2 H122-373|1590',
              'E5783-230A|Mobile WiFi 3 Pro E5783|449',
            ],
          },
          {
            brand: 'Teltonika',
            models: [
              'RUT241|RUT241 Industrial 4G LTE Router|649',
              'RUTX50|RUTX50 Industrial 5G Router|2490',
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'WLB',
    name: 'Wireless Bridges',
    shape: 'wireless',
    showInHome: true,
    hasImage: true,
    specs: [
      {
        heading: 'Radio',
        rows: [
          ['Frequency', ['2.4 GHz', '5 GHz', '2.4 / 5 GHz', '60 GHz / 5 GHz']],
          ['Max Throughput', ['300 Mbps', '450+ Mbps', '867 Mbps', '1.2 Gbps', '2.4 Gbps']],
          ['Antenna Gain', ['13 dBi', '16 dBi', '19 dBi', '23 dBi', '25 dBi']],
        ],
      },
      {
        heading: 'Deployment',
        rows: [
          ['Range', ['Up to 5 km', 'Up to 10 km', 'Up to 15 km', 'Up to 30 km', 'Indoor coverage']],
          ['Weatherproofing', ['IP55', 'IP65', 'IP67', 'Indoor only']],
          ['Power', ['24 V Passive PoE', '802.3af PoE', '802.3at PoE+']],
        ],
      },
    ],
    features: [
      'Long-range point-to-point links without trenching cable',
      'Weatherproof enclosure rated for Gulf summers',
      'Proprietary TDMA protocol for low latency under load',
      'Quick alignment tool in the mobile app',
      'Powered over Ethernet with the included injector',
      'Centralised management with a free controller',
    ],
    subs: [
      {
        code: 'WLB-PTP',
        name: 'Point-to-Point Bridges',
        families: [
          {
            brand: 'Ubiquiti',
            models: [
              'NBE-5AC-GEN2|NanoBeam 5AC Gen2 Point-to-Point Bridge|449',
              'LBE-5AC-GEN2|LiteBeam 5AC Gen2 Outdoor Bridge|299',
              'AF-5XHD|airFiber 5XHD Radio|2290',
              'PBE-5AC-GEN2|PowerBeam 5AC Gen2 Bridge|599',
              'UBB|UniFi Building-to-Building Bridge Kit (2-Pack)|1690',
            ],
          },
          {
            brand: 'MikroTik',
            models: [
              'RBLHGG-5ACD-XL|LHG XL 5 ac Outdoor Wireless Bridge|349',
              'RBSXTSQ5AC|SXTsq 5 ac Outdoor Bridge|259',
              'CUBEG-5AC60ADPAIR|Cube 60Pro ac Wireless Wire Kit|1190',
            ],
          },
          {
            brand: 'TP-Link',
            models: [
              'CPE510|CPE510 5GHz 300Mbps 13dBi Outdoor CPE|199',
              'CPE710|CPE710 5GHz AC 867Mbps 23dBi Outdoor CPE|399',
              'EAP211-BRIDGE-KIT|EAP211-Bridge KIT Indoor/Outdoor 5 GHz 867 Mbps Bridge|499',
            ],
          },
        ],
      },
      {
        code: 'WLB-PMP',
        name: 'Point-to-Multipoint',
        families: [
          {
            brand: 'Ubiquiti',
            models: [
              'R5AC-LITE|Rocket 5AC Lite Base Station|499',
              'AM-5G19-120|airMAX 5GHz 19dBi 120-Degree Sector Antenna|449',
              'LAP-120|LiteAP AC 120-Degree Sector Access Point|399',
            ],
          },
          {
            brand: 'Cambium Networks',
            models: [
              'C050900A021A|ePMP 3000 Access Point|3990',
              'C050910C001A|ePMP Force 300-25 Subscriber Module|599',
            ],
          },
          {
            brand: 'MikroTik',
            models: [
              'RBNETMETALAC2|NetMetal ac2 Outdoor Access Point|649',
              'MTAS-5G-19D120|mANT 19s 5GHz 120-Degree Sector Antenna|429',
            ],
          },
        ],
      },
      {
        code: 'WLB-AP',
        name: 'Access Points',
        families: [
          {
            brand: 'Ubiquiti',
            models: [
              'U6-LITE|UniFi U6 Lite Wi-Fi 6 Access Point|499',
              'U6-PRO|UniFi U6 Pro Wi-Fi 6 Access Point|749',
              'U6-LR|UniFi U6 Long-Range Access Point|789',
              'U7-PRO|UniFi U7 Pro Wi-Fi 7 Access Point|899',
            ],
          },
          {
            brand: 'HPE Aruba',
            models: [
              'R2W96A|Instant On AP22 Wi-Fi 6 Access Point|589',
              'R4W02A|Instant On AP11 Access Point|349',
              'R6M51A|Instant On AP25 Access Point|999',
              'Q9H62A|AP-515 Wi-Fi 6 Campus Access Point|2890',
            ],
          },
          {
            brand: 'TP-Link',
            models: [
              'EAP225|Omada EAP225 AC1350 Ceiling Mount Access Point|269',
              'EAP650|Omada EAP650 AX3000 Ceiling Mount Wi-Fi 6 Access Point|499',
              'EAP670|Omada EAP670 AX5400 Ceiling Mount Wi-Fi 6 Access Point|789',
            ],
          },
          {
            brand: 'Cisco',
            models: [
              'CBW240AC-E|Business 240AC Wi-Fi Access Point|1290',
              'C9120AXI-E|Catalyst 9120AX Access Point|4290',
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'FW',
    name: 'Firewalls',
    shape: 'firewall',
    showInHome: false,
    hasImage: true,
    specs: [
      {
        heading: 'Throughput',
        rows: [
          ['Firewall Throughput', ['3.9 Gbps', '5 Gbps', '10 Gbps', '20 Gbps', '27 Gbps']],
          ['Threat Protection', ['600 Mbps', '700 Mbps', '900 Mbps', '1 Gbps', '3 Gbps']],
          ['IPsec VPN', ['1.4 Gbps', '4.4 Gbps', '6.5 Gbps', '11.5 Gbps']],
        ],
      },
      {
        heading: 'Interfaces',
        rows: [
          [
            'Ports',
            ['5 x GE RJ45', '10 x GE RJ45', '8 x GE RJ45 + 2 x SFP', '16 x GE RJ45 + 4 x SFP+'],
          ],
          ['Recommended Users', ['Up to 25', 'Up to 50', 'Up to 150', 'Up to 500']],
        ],
      },
      {
        heading: 'Licensing',
        rows: [
          ['Included Licence', ['Hardware only', '1-year bundle', '3-year bundle']],
          ['Management', ['Local GUI', 'Cloud manager', 'Central management']],
        ],
      },
    ],
    features: [
      'Next-generation firewall with intrusion prevention',
      'SSL inspection without choking throughput',
      'Application control and web filtering by category',
      'Site-to-site and remote-access VPN built in',
      'SD-WAN for multiple internet links',
      'Security fabric integration with switches and access points',
    ],
    subs: [
      {
        code: 'FW-NGFW',
        name: 'Next-Gen Firewalls',
        families: [
          {
            brand: 'Fortinet',
            models: [
              'FG-40F|FortiGate 40F Next-Generation Firewall|2290',
              'FG-60F|FortiGate 60F Next-Generation Firewall|3190',
              'FG-80F|FortiGate 80F Next-Generation Firewall|5490',
              'FG-100F|FortiGate 100F Next-Generation Firewall|11900',
              'FG-200F|FortiGate 200F Next-Generation Firewall|24900',
            ],
          },
          {
            brand: 'Sophos',
            models: [
              'XGS-87|XGS 87 Firewall Appliance|1990',
              'XGS-107|XGS 107 Firewall Appliance|2790',
              'XGS-2100|XGS 2100 Firewall Appliance|9890',
            ],
          },
          {
            brand: 'Palo Alto Networks',
            models: [
              'PAN-PA-440|PA-440 Next-Generation Firewall|6990',
              'PAN-PA-450|PA-450 Next-Generation Firewall|10900',
            ],
          },
          {
            brand: 'Cisco',
            models: [
              'FPR1010-NGFW-K9|Secure Firewall 1010 NGFW Appliance|3490',
              'FPR1120-NGFW-K9|Secure Firewall 1120 NGFW Appliance|12900',
            ],
          },
        ],
      },
      {
        code: 'FW-UTM',
        name: 'UTM Appliances',
        families: [
          {
            brand: 'WatchGuard',
            models: [
              'WGT25003|Firebox T25 UTM Appliance|1990',
              'WGT45003|Firebox T45 UTM Appliance|3190',
              'WGM29003|Firebox M290 UTM Appliance|8990',
            ],
          },
          {
            brand: 'SonicWall',
            models: [
              '02-SSC-6445|TZ270 Network Security Appliance|2390',
              '02-SSC-6447|TZ370 Network Security Appliance|3890',
              '02-SSC-6444|TZ470 Network Security Appliance|5190',
            ],
          },
          {
            brand: 'Fortinet',
            models: [
              'FWF-40F|FortiWiFi 40F Wireless UTM Appliance|2690',
              'FWF-60F|FortiWiFi 60F Wireless UTM Appliance|3690',
            ],
          },
        ],
      },
      {
        code: 'FW-LIC',
        name: 'Firewall Licences',
        families: [
          {
            brand: 'Fortinet',
            models: [
              'FC-10-0040F-950-02-12|FortiGate 40F 1-Year Unified Threat Protection Bundle|1390',
              'FC-10-0060F-950-02-12|FortiGate 60F 1-Year Unified Threat Protection Bundle|1890',
              'FC-10-F100F-950-02-12|FortiGate 100F 1-Year Unified Threat Protection Bundle|6490',
            ],
          },
          {
            brand: 'Sophos',
            models: [
              'XT1ZTCHAU|XGS 107 Xstream Protection 1-Year Subscription|1590',
              'XT2BTCHAU|XGS 2100 Xstream Protection 1-Year Subscription|6990',
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'IPT',
    name: 'IP Telephony',
    shape: 'phone',
    showInHome: true,
    hasImage: true,
    specs: [
      {
        heading: 'Display & Audio',
        rows: [
          [
            'Display',
            ['2.3-inch mono LCD', '2.8-inch colour', '4.3-inch colour', '7-inch touch screen'],
          ],
          ['HD Voice', ['Yes, Opus and G.722', 'Yes, G.722']],
          ['Speakerphone', ['Full duplex', 'Full duplex with noise proof']],
        ],
      },
      {
        heading: 'Connectivity',
        rows: [
          ['SIP Accounts', ['2', '4', '6', '16']],
          ['Ethernet', ['2 x 10/100 Mbps', '2 x Gigabit']],
          ['PoE', ['Integrated 802.3af', 'No']],
          ['Wireless', ['None', 'Bluetooth', 'Wi-Fi and Bluetooth', 'DECT']],
        ],
      },
    ],
    features: [
      'Crystal-clear HD voice with noise suppression',
      'Works with 3CX, Asterisk, FreePBX and Yeastar',
      'Power over Ethernet: one cable for data and power',
      'Zero-touch provisioning for quick roll-outs',
      'Busy lamp field keys for receptionists',
      'Microsoft Teams and Zoom ready models available',
    ],
    subs: [
      {
        code: 'IPT-PH',
        name: 'IP Phones',
        families: [
          {
            brand: 'Yealink',
            models: [
              'SIP-T31P|SIP-T31P Entry-Level IP Phone|229',
              'SIP-T33G|SIP-T33G Colour Screen IP Phone|349',
              'SIP-T43U|SIP-T43U Business IP Phone|499',
              'SIP-T46U|SIP-T46U Business IP Phone|729',
              'SIP-T54W|T54W Prime Business Phone|899',
              'SIP-T58W-PRO|T58W Pro Smart Business Phone with Bluetooth Handset|1690',
            ],
          },
          {
            brand: 'Grandstream',
            models: [
              'GRP2601P|GRP2601P Essential IP Phone|169',
              'GRP2612P|GRP2612P Carrier-Grade IP Phone|269',
              'GXP2170|GXP2170 Enterprise IP Phone|689',
              'GXV3350|GXV3350 High-End Android IP Video Phone|1190',
            ],
          },
          {
            brand: 'Fanvil',
            models: [
              'X3U-PRO|X3U Pro Colour Screen IP Phone|249',
              'X4U|X4U High-End IP Phone|399',
              'X6U|X6U High-End IP Phone|629',
              'V64|V64 Business IP Phone|469',
            ],
          },
          {
            brand: 'Cisco',
            models: ['CP-7821-K9=|IP Phone 7821|659', 'CP-8841-K9=|IP Phone 8841|1290'],
          },
          {
            brand: 'Polycom',
            models: [
              '2200-48810-025|VVX 150 Business IP Phone|289',
              '2200-48830-025|VVX 250 Business IP Phone|499',
              '2200-48840-025|VVX 350 Business IP Phone|689',
            ],
          },
        ],
      },
      {
        code: 'IPT-CONF',
        name: 'Conference Phones',
        families: [
          {
            brand: 'Yealink',
            models: [
              'CP920|CP920 HD IP Conference Phone|1590',
              'CP965|CP965 Optima HD IP Conference Phone|2890',
              'CP925|CP925 Touch-Screen IP Conference Phone|2190',
            ],
          },
          {
            brand: 'Polycom',
            models: [
              '2200-40000-001|SoundStation IP 7000 Conference Phone|4490',
              '2200-66070-001|Trio 8500 Conference Phone|4690',
              '2200-86240-001|Trio C60 Conference Phone|5290',
            ],
          },
          {
            brand: 'Grandstream',
            models: [
              'GAC2570|GAC2570 Android Conference Phone|1790',
              'GAC2500|GAC2500 Enterprise Conference Phone|1490',
            ],
          },
        ],
      },
      {
        code: 'IPT-PBX',
        name: 'IP PBX',
        families: [
          {
            brand: 'Yeastar',
            models: [
              'P550|P-Series P550 IP PBX (50 Users)|3290',
              'P560|P-Series P560 IP PBX (100 Users)|5290',
              'S20|S20 VoIP PBX|1990',
              'TG200|TG200 GSM Gateway|1490',
            ],
          },
          {
            brand: 'Grandstream',
            models: [
              'UCM6301|UCM6301 IP PBX|1590',
              'UCM6304|UCM6304 IP PBX|3690',
              'UCM6510|UCM6510 IP PBX with E1/T1|6990',
              'HT812|HT812 2-Port Analog Telephone Adapter|249',
            ],
          },
        ],
      },
      {
        code: 'IPT-DECT',
        name: 'DECT Phones',
        families: [
          {
            brand: 'Yealink',
            models: [
              'W73P|W73P DECT IP Phone System|699',
              'W76P|W76P DECT Phone Bundle|849',
              'W59R|W59R Rugged DECT Handset|599',
              'W70B|W70B DECT Base Station|699',
            ],
          },
          {
            brand: 'Gigaset',
            models: [
              'S30852-H2716|N510 IP PRO DECT Base|629',
              'S30852-H2976|C530H Cordless Handset|249',
            ],
          },
          {
            brand: 'Grandstream',
            models: [
              'DP750|DP750 DECT VoIP Base Station|449',
              'DP720|DP720 DECT Cordless Handset|239',
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'CMP',
    name: 'Computers & Laptops',
    shape: 'computer',
    showInHome: true,
    hasImage: true,
    specs: [
      {
        heading: 'Performance',
        rows: [
          [
            'Processor',
            [
              'Intel Core i3-1315U',
              'Intel Core i5-1335U',
              'Intel Core i7-1355U',
              'Intel Core Ultra 7 155H',
              'Apple M3',
              'AMD Ryzen 5 7530U',
            ],
          ],
          ['Memory', ['8 GB', '16 GB', '32 GB']],
          ['Storage', ['256 GB SSD', '512 GB SSD', '1 TB SSD']],
          ['Graphics', ['Integrated', 'NVIDIA RTX A2000 8 GB', 'NVIDIA RTX 2000 Ada']],
        ],
      },
      {
        heading: 'Display',
        rows: [
          [
            'Screen',
            [
              '14-inch FHD',
              '15.6-inch FHD',
              '13.6-inch Liquid Retina',
              '24-inch FHD IPS',
              '27-inch QHD IPS',
              'None',
            ],
          ],
          ['Touch', ['No', 'Yes']],
        ],
      },
      {
        heading: 'Software',
        rows: [
          ['Operating System', ['Windows 11 Pro', 'Windows 11 Home', 'macOS', 'FreeDOS']],
          ['Keyboard', ['English / Arabic', 'English']],
        ],
      },
    ],
    features: [
      'Arabic/English keyboard layout for the UAE',
      'Fast SSD storage: boots in seconds',
      'Business-grade security with TPM 2.0',
      'All-day battery life for mobile professionals',
      'Genuine Windows 11 Pro pre-installed',
      "Backed by the manufacturer's Middle East warranty",
    ],
    subs: [
      {
        code: 'CMP-LAP',
        name: 'Laptops',
        families: [
          {
            brand: 'Dell',
            models: [
              'LAT5440-I5|Latitude 5440 14-inch Core i5 16GB 512GB SSD Laptop|4390',
              'VOS3520-I5|Vostro 3520 15.6-inch Core i5 8GB 512GB Laptop|2490',
              'XPS9340-U7|XPS 13 9340 Core Ultra 7 16GB 1TB Laptop|7490',
              'INS3530-I7|Inspiron 15 3530 Core i7 16GB 512GB Laptop|3390',
            ],
          },
          {
            brand: 'HP',
            models: [
              '8A5F0EA|ProBook 450 G10 15.6-inch Core i5 16GB 512GB Laptop|3990',
              '7L6Z0EA|EliteBook 840 G10 14-inch Core i7 16GB 512GB Laptop|6490',
              '9X5G6EA|HP 250 G10 15.6-inch Core i3 8GB 256GB Laptop|1790',
            ],
          },
          {
            brand: 'Lenovo',
            models: [
              '21JK0042AD|ThinkPad E14 Gen 5 Core i5 16GB 512GB Laptop|3690',
              '21HD004AGR|ThinkPad T14 Gen 4 Core i7 16GB 512GB Laptop|5990',
              '82XQ00A4AX|IdeaPad Slim 3 15IRH8 Core i5 8GB 512GB Laptop|2190',
              '21KC0002AD|ThinkPad X1 Carbon Gen 12 Core Ultra 7 32GB 1TB Laptop|8990',
            ],
          },
          {
            brand: 'Apple',
            models: [
              'MRXN3AB/A|MacBook Air 13-inch M3 8GB 256GB Midnight|4299',
              'MRX33AB/A|MacBook Pro 14-inch M3 Pro 18GB 512GB Space Black|7999',
              'MXD43AB/A|MacBook Air 15-inch M3 16GB 512GB Starlight|6499',
            ],
          },
        ],
      },
      {
        code: 'CMP-DSK',
        name: 'Desktops',
        families: [
          {
            brand: 'Dell',
            models: [
              'OPT7010-SFF|OptiPlex 7010 SFF Core i5 8GB 256GB Desktop|2990',
              'OPT3000-MT|OptiPlex 3000 Tower Core i3 8GB 512GB Desktop|2190',
              'VOS3020-MT|Vostro 3020 Tower Core i7 16GB 512GB Desktop|3490',
            ],
          },
          {
            brand: 'HP',
            models: [
              '6B2B8EA|ProDesk 400 G9 SFF Core i5 8GB 512GB Desktop|2690',
              '5V8D7EA|EliteDesk 800 G9 Mini Core i7 16GB 512GB Desktop|4590',
              '9H0T0EA|Pro Tower 290 G9 Core i5 8GB 512GB Desktop|2190',
            ],
          },
          {
            brand: 'Lenovo',
            models: [
              '12E30003AX|ThinkCentre M70q Gen 4 Tiny Core i5 8GB 256GB|2590',
              '12JF0008AX|ThinkCentre neo 50s Gen 4 SFF Core i5 8GB 512GB|2290',
            ],
          },
          {
            brand: 'Apple',
            models: [
              'MMFJ3AB/A|Mac mini M2 8GB 256GB|2599',
              'MQRQ3AB/A|iMac 24-inch M3 8GB 256GB Blue|5499',
            ],
          },
        ],
      },
      {
        code: 'CMP-MON',
        name: 'Monitors',
        families: [
          {
            brand: 'Dell',
            models: [
              'P2423D|P2423D 24-inch QHD USB Monitor|1090',
              'U2724D|UltraSharp U2724D 27-inch QHD Monitor|1890',
              'SE2425H|SE2425H 24-inch Full HD Monitor|449',
              'P3223QE|P3223QE 32-inch 4K USB-C Hub Monitor|2690',
            ],
          },
          {
            brand: 'HP',
            models: [
              '9U5B6AS|P24 G5 23.8-inch FHD Monitor|499',
              '6N4E2AA|E27 G5 27-inch FHD Monitor|899',
            ],
          },
          {
            brand: 'Samsung',
            models: [
              'LS24C310EAMXUE|Essential S3 24-inch FHD Monitor|399',
              'LS27C390EAMXUE|Essential S3 27-inch Curved Monitor|549',
              'LS32BG702EMXUE|Odyssey G7 32-inch 4K UHD Gaming Monitor|2990',
            ],
          },
          { brand: 'Lenovo', models: ['63CFMAR1UK|ThinkVision T24i-30 23.8-inch FHD Monitor|649'] },
        ],
      },
      {
        code: 'CMP-WS',
        name: 'Workstations',
        families: [
          {
            brand: 'Dell',
            models: [
              'PREC3680-I7|Precision 3680 Tower Core i7 32GB 1TB RTX A2000 Workstation|8990',
              'PREC5680-I9|Precision 5680 16-inch Mobile Workstation|14900',
            ],
          },
          {
            brand: 'HP',
            models: [
              '5F0T1EA|Z2 G9 Tower Core i9 32GB 1TB Workstation|9990',
              '5E8T0EA|ZBook Firefly 14 G10 Mobile Workstation|7990',
            ],
          },
          {
            brand: 'Lenovo',
            models: [
              '30GS0013AX|ThinkStation P3 Tower Core i7 32GB 1TB Workstation|8490',
              '21FV000MAD|ThinkPad P16s Gen 2 Mobile Workstation|6990',
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'MOB',
    name: 'Mobiles & Tablets',
    shape: 'mobile',
    showInHome: true,
    hasImage: true,
    specs: [
      {
        heading: 'Display',
        rows: [
          ['Screen Size', ['6.1-inch', '6.7-inch', '6.8-inch', '10.9-inch', '11-inch', '1.9-inch']],
          ['Panel', ['OLED', 'Dynamic AMOLED 2X', 'Liquid Retina', 'IPS LCD']],
        ],
      },
      {
        heading: 'Memory',
        rows: [
          ['Storage', ['64 GB', '128 GB', '256 GB', '512 GB']],
          ['RAM', ['4 GB', '6 GB', '8 GB', '12 GB']],
        ],
      },
      {
        heading: 'Connectivity',
        rows: [
          ['Network', ['4G LTE', '5G', 'Wi-Fi only']],
          ['SIM', ['Dual SIM (nano + eSIM)', 'Single nano SIM', 'eSIM']],
          ['Battery', ['3349 mAh', '4400 mAh', '5000 mAh', '7040 mAh', '8000 mAh']],
        ],
      },
    ],
    features: [
      'UAE version with the full Middle East warranty',
      'Arabic language support out of the box',
      'Fast charging and all-day battery',
      'Pro-grade camera system for photos and 4K video',
      'Secure face and fingerprint unlock',
      'Free delivery across the Emirates',
    ],
    subs: [
      {
        code: 'MOB-PH',
        name: 'Smartphones',
        families: [
          {
            brand: 'Apple',
            models: [
              'MTP03AA/A|iPhone 15 128GB Black|3399',
              'MTV53AA/A|iPhone 15 Pro 256GB Natural Titanium|4999',
              'MU7A3AA/A|iPhone 15 Pro Max 256GB Blue Titanium|5099',
              'MYEA3AA/A|iPhone 16 128GB Ultramarine|3399',
            ],
          },
          {
            brand: 'Samsung',
            models: [
              'SM-S928BZKQMEA|Galaxy S24 Ultra 256GB Titanium Black|4699',
              'SM-S921BZKDMEA|Galaxy S24 128GB Onyx Black|3199',
              'SM-A556EZKAMEA|Galaxy A55 5G 128GB Awesome Navy|1499',
              'SM-A155FZKDMEA|Galaxy A15 128GB Black|649',
            ],
          },
          {
            brand: 'Xiaomi',
            models: [
              'MZB0G4SEN|Redmi Note 13 Pro 256GB Midnight Black|1099',
              'MZB0H5XEU|Xiaomi 14 512GB Jade Green|3299',
              'MZB0FDLEN|Redmi 13C 128GB Navy Blue|449',
            ],
          },
          {
            brand: 'Huawei',
            models: ['51097UCW|nova 12i 128GB Black|799', '51097SKG|Pura 70 Pro 512GB Black|3999'],
          },
        ],
      },
      {
        code: 'MOB-TAB',
        name: 'Tablets',
        families: [
          {
            brand: 'Apple',
            models: [
              'MPQ03AB/A|iPad 10th Gen 10.9-inch Wi-Fi 64GB Blue|1599',
              'MUWD3AB/A|iPad Air 11-inch M2 Wi-Fi 128GB Space Grey|2599',
              'MVV83AB/A|iPad Pro 11-inch M4 Wi-Fi 256GB Silver|4299',
            ],
          },
          {
            brand: 'Samsung',
            models: [
              'SM-X110NZAAMEA|Galaxy Tab A9 8.7-inch Wi-Fi 64GB Graphite|499',
              'SM-X710NZAAMEA|Galaxy Tab S9 11-inch Wi-Fi 128GB Graphite|2899',
              'SM-X216BZAAMEA|Galaxy Tab A9+ 11-inch 5G 64GB Graphite|999',
            ],
          },
          {
            brand: 'Lenovo',
            models: [
              'ZAAM0012AE|Tab M10 Plus 3rd Gen 10.6-inch 128GB|749',
              'ZACH0171AE|Tab P12 12.7-inch 128GB Storm Grey|1399',
            ],
          },
          { brand: 'Xiaomi', models: ['VHU4650EU|Redmi Pad SE 11-inch 128GB Graphite Grey|699'] },
        ],
      },
      {
        code: 'MOB-WCH',
        name: 'Smartwatches',
        families: [
          {
            brand: 'Apple',
            models: [
              'MR8W3AE/A|Watch Series 9 GPS 41mm Midnight Aluminium|1599',
              'MREJ3AE/A|Watch Ultra 2 GPS + Cellular 49mm Titanium|3399',
              'MRTR3AE/A|Watch SE GPS 40mm Starlight|999',
            ],
          },
          {
            brand: 'Samsung',
            models: [
              'SM-R930NZKAMEA|Galaxy Watch6 40mm Graphite|999',
              'SM-L705FZTAMEA|Galaxy Watch Ultra 47mm Titanium Silver|2499',
            ],
          },
          { brand: 'Huawei', models: ['55020BGT|Watch GT 4 46mm Black|849'] },
          { brand: 'Xiaomi', models: ['BHR7854GL|Redmi Watch 4 Obsidian Black|349'] },
        ],
      },
    ],
  },
  {
    code: 'ELC',
    name: 'Electronics',
    shape: 'printer',
    showInHome: false,
    hasImage: true,
    specs: [
      {
        heading: 'General',
        rows: [
          [
            'Technology',
            [
              'Laser',
              'Ink tank',
              '3LCD',
              'DLP',
              'Line-interactive',
              'Double conversion on-line',
              'NAS',
            ],
          ],
          ['Connectivity', ['USB', 'USB and Ethernet', 'Wi-Fi, Ethernet and USB', 'HDMI and VGA']],
        ],
      },
      {
        heading: 'Capacity',
        rows: [
          [
            'Rating',
            [
              'A4 mono, 40 ppm',
              'A4 colour, 33 ppm',
              '3600 lumens',
              '4000 lumens',
              '1200 VA / 650 W',
              '3000 VA / 2700 W',
              '2 bays',
              '4 bays',
            ],
          ],
          [
            'Duty Cycle',
            ['30,000 pages', '80,000 pages', '20,000 hours lamp life', 'Not applicable'],
          ],
        ],
      },
      {
        heading: 'Power',
        rows: [
          ['Input', ['220-240 V AC', '100-240 V AC']],
          ['Consumption', ['Up to 45 W', 'Up to 300 W', 'Up to 550 W']],
        ],
      },
    ],
    features: [
      'Low running cost per page with high-yield supplies',
      'Wireless printing from phones and laptops',
      'Protects servers and network gear from power cuts',
      'Bright, sharp images even in lit meeting rooms',
      'Energy Star certified',
      'Local UAE warranty and on-site support options',
    ],
    subs: [
      {
        code: 'ELC-PRN',
        name: 'Printers',
        families: [
          {
            brand: 'HP',
            models: [
              '2Z627A|LaserJet Pro MFP 4103fdw Printer|2190',
              '7MD68A|LaserJet M111w Printer|449',
              '4RA89A|Color LaserJet Pro 4203dw Printer|1990',
              '1F3Y4A|Smart Tank 515 All-in-One Printer|699',
            ],
          },
          {
            brand: 'Epson',
            models: [
              'C11CJ67405|EcoTank L3250 Wi-Fi All-in-One Ink Tank Printer|699',
              'C11CH96403|EcoTank L14150 A3+ Wi-Fi Duplex Printer|1690',
              'C11CG02401|WorkForce Pro WF-C5790 Colour Printer|1490',
              'C11CJ20403|EcoTank L8050 Photo Printer|1290',
            ],
          },
          {
            brand: 'Canon',
            models: [
              '5805C009AA|PIXMA G3470 Ink Tank Wireless Printer|649',
              '2222C025AA|i-SENSYS MF455dw Laser MFP|1890',
            ],
          },
          {
            brand: 'Brother',
            models: [
              'HL-L2350DW|HL-L2350DW Mono Laser Printer|549',
              'MFC-L8900CDW|MFC-L8900CDW Colour Laser All-in-One|3290',
            ],
          },
        ],
      },
      {
        code: 'ELC-PRJ',
        name: 'Projectors',
        families: [
          {
            brand: 'Epson',
            models: [
              'V11HA85040|EB-X51 XGA 3LCD Projector|1890',
              'V11H978040|EB-FH52 Full HD Wireless Projector|2990',
              'V11HA69080|EB-L260F Full HD Laser Projector|7490',
            ],
          },
          {
            brand: 'BenQ',
            models: [
              '9H.JPC77.34E|MW560 WXGA Business Projector|1890',
              '9H.Y3677.17E|TK710 4K Laser Home Cinema Projector|7990',
            ],
          },
          {
            brand: 'ViewSonic',
            models: [
              'PA503S|PA503S SVGA Business Projector|1190',
              'PX701-4K|PX701-4K UHD Projector|3290',
            ],
          },
        ],
      },
      {
        code: 'ELC-UPS',
        name: 'UPS & Power',
        families: [
          {
            brand: 'APC',
            models: [
              'BX1200MI|Back-UPS 1200VA 230V AVR IEC Sockets|649',
              'SMT1500IC|Smart-UPS 1500VA LCD 230V with SmartConnect|3690',
              'SRV3KI|Easy UPS On-Line SRV 3000VA 230V|4990',
              'SMT3000RMI2UC|Smart-UPS 3000VA LCD RM 2U 230V|8490',
            ],
          },
          {
            brand: 'Eaton',
            models: ['5E1100IUSB|5E 1100i USB UPS|549', '9SX3000I|9SX 3000VA On-Line UPS|5990'],
          },
        ],
      },
      {
        code: 'ELC-NAS',
        name: 'Storage & NAS',
        families: [
          {
            brand: 'Synology',
            models: [
              'DS224+|DiskStation DS224+ 2-Bay NAS|1590',
              'DS923+|DiskStation DS923+ 4-Bay NAS|2790',
              'RS1221+|RackStation RS1221+ 8-Bay NAS|5690',
            ],
          },
          {
            brand: 'QNAP',
            models: ['TS-264-8G|TS-264 2-Bay NAS 8GB|1690', 'TS-464-8G|TS-464 4-Bay NAS 8GB|2590'],
          },
          {
            brand: 'WD',
            models: [
              'WDBU6Y0040BBK|My Passport 4TB Portable Hard Drive|599',
              'WD40EFPX|Red Plus 4TB NAS Hard Drive|539',
            ],
          },
          {
            brand: 'Seagate',
            models: [
              'ST4000VN006|IronWolf 4TB NAS Hard Drive|499',
              'STKY2000400|One Touch 2TB Portable Drive|399',
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'POS',
    name: 'Point of Sale',
    shape: 'pos',
    showInHome: true,
    hasImage: true,
    specs: [
      {
        heading: 'Hardware',
        rows: [
          [
            'Display',
            ['15-inch touch', '15.6-inch FHD touch', '10.1-inch + 15.6-inch dual', 'None'],
          ],
          ['Operating System', ['Android 11', 'Android 13', 'Windows 10 IoT', 'Not applicable']],
          [
            'Interfaces',
            ['USB, LAN, RS232', 'USB, LAN, Wi-Fi, Bluetooth', 'USB only', 'RJ12 (printer driven)'],
          ],
        ],
      },
      {
        heading: 'Scanning & Printing',
        rows: [
          ['Scan Engine', ['1D linear', '2D area imager', 'Not applicable']],
          ['Print Width', ['58 mm', '80 mm', '104 mm', 'Not applicable']],
          ['Print Speed', ['150 mm/s', '250 mm/s', '350 mm/s', 'Not applicable']],
        ],
      },
    ],
    features: [
      'Arabic receipt printing with VAT-compliant layouts',
      'Works with popular UAE POS software',
      'Rugged design for busy retail counters',
      'Reads barcodes from screens and crumpled labels',
      'Auto-cutter and easy paper loading',
      'Opens the cash drawer automatically on payment',
    ],
    subs: [
      {
        code: 'POS-TERM',
        name: 'POS Terminals',
        families: [
          {
            brand: 'Sunmi',
            models: [
              'T2S|T2s Dual-Screen Android POS Terminal|2690',
              'V2S|V2s Handheld Android POS with Printer|1190',
              'D3-MINI|D3 Mini Desktop POS Terminal|1490',
              'T3-PRO-MAX|T3 PRO Max Android POS Terminal|3490',
            ],
          },
          {
            brand: 'Posiflex',
            models: [
              'XT3815|XT3815 15-inch Fanless Touch POS Terminal|3990',
              'HS2310|HS2310 All-in-One POS Terminal|2990',
              'RT6015|RT6015 15.6-inch POS Terminal|3690',
            ],
          },
          { brand: 'HP', models: ['9XU04EA|Engage One Prime POS System|5490'] },
        ],
      },
      {
        code: 'POS-SCN',
        name: 'Barcode Scanners',
        families: [
          {
            brand: 'Zebra',
            models: [
              'DS2208-SR7U2100AZW|DS2208 Handheld 2D Barcode Scanner|449',
              'DS2278-SR7U2100PRW|DS2278 Cordless 2D Barcode Scanner|899',
              'LI2208-SR7U2100SGW|LI2208 Linear Imager Scanner|349',
              'DS9308-SR4U2100AZW|DS9308 Presentation 2D Scanner|799',
            ],
          },
          {
            brand: 'Honeywell',
            models: [
              '1470G2D-2USB-1-R|Xenon 1470g 2D Barcode Scanner|469',
              '1472G2D-2USB-5-R|Xenon 1472g Cordless 2D Scanner|899',
              '1950GSR-2USB|Xenon XP 1950g Area-Imaging Scanner|999',
              '7580G-2USB-1-R|Genesis XP 7580g Presentation Scanner|849',
            ],
          },
          {
            brand: 'Datalogic',
            models: [
              'QW2520-BKK1|QuickScan QW2520 2D Imager|399',
              'GD4590-BK-B|Gryphon GD4590 2D Imager|799',
            ],
          },
        ],
      },
      {
        code: 'POS-PRN',
        name: 'Receipt & Label Printers',
        families: [
          {
            brand: 'Epson',
            models: [
              'C31CH51012|TM-T20III Thermal Receipt Printer|699',
              'C31CH26012|TM-T82III Thermal Receipt Printer|749',
              'C31CE94112|TM-T88VI Thermal Receipt Printer|1490',
              'C31CJ27012|TM-m30II Thermal Receipt Printer|1190',
            ],
          },
          {
            brand: 'Zebra',
            models: [
              'ZD22042-T0EG00EZ|ZD220 Thermal Transfer Label Printer|649',
              'ZD4A042-D0EE00EZ|ZD421 Direct Thermal Label Printer|1290',
              'ZT41142-T0E0000Z|ZT411 Industrial Label Printer|6990',
            ],
          },
          { brand: 'Honeywell', models: ['PC42TWE01013|PC42t Desktop Label Printer|749'] },
          { brand: 'Posiflex', models: ['PP8802|PP-8802 Thermal Receipt Printer|549'] },
          { brand: 'Sunmi', models: ['NT311|Cloud Printer NT311|599'] },
        ],
      },
      {
        code: 'POS-CD',
        name: 'Cash Drawers',
        families: [
          {
            brand: 'Posiflex',
            models: ['CR4000|CR-4000 Cash Drawer|349', 'CR6300|CR-6300 Heavy-Duty Cash Drawer|489'],
          },
          { brand: 'APG', models: ['VB320-BL1616|Vasario 1616 Cash Drawer|449'] },
          { brand: 'Sunmi', models: ['CD-410|Cash Drawer 410|249'] },
        ],
      },
    ],
  },
  {
    code: 'ACC',
    name: 'Accessories & Cables',
    shape: 'accessory',
    showInHome: false,
    hasImage: false,
    specs: [
      {
        heading: 'General',
        rows: [
          [
            'Type',
            [
              'Patch cord',
              'Bulk cable',
              'Transceiver module',
              'Rack accessory',
              'Wireless combo',
              'Headset',
            ],
          ],
          ['Colour', ['Black', 'Grey', 'Blue', 'White']],
          [
            'Compatibility',
            ['Universal', 'Cisco Catalyst', 'MikroTik RouterOS', 'UniFi', 'Windows and macOS'],
          ],
        ],
      },
      {
        heading: 'Physical',
        rows: [
          ['Length', ['0.5 m', '1 m', '3 m', '5 m', '305 m', 'Not applicable']],
          ['Connector', ['RJ45', 'LC duplex', 'SFP / SFP+', 'USB-A receiver', 'USB-C']],
        ],
      },
    ],
    features: [
      'Tested for full Gigabit and 10G performance',
      'Fits standard 19-inch racks',
      'Hot-swappable modules for zero downtime',
      'Plug-and-play with no drivers',
      'Solid copper conductors, not CCA',
      'Bulk discounts for projects: ask for a quote',
    ],
    subs: [
      {
        code: 'ACC-CBL',
        name: 'Network Cables',
        families: [
          {
            brand: 'D-Link',
            models: [
              'NCB-C6UGRYR-305|Cat6 UTP Cable 305m Box Grey|449',
              'NCB-C6UBLUR1-3|Cat6 Patch Cord 3m Blue|15',
            ],
          },
          {
            brand: 'Commscope',
            models: [
              '1427254-6|Cat6 U/UTP Cable 305m Reel|699',
              'NPC06UVDB-BL005F|Cat6 Patch Cord 1.5m Blue|19',
            ],
          },
          {
            brand: 'Ugreen',
            models: [
              'NW102-11261|Cat6 Flat Ethernet Cable 5m|29',
              'CM199-50737|USB-C to Gigabit Ethernet Adapter|59',
            ],
          },
          { brand: 'Belden', models: ['7814A-010305|Cat6 U/UTP Cable 305m|749'] },
        ],
      },
      {
        code: 'ACC-RCK',
        name: 'Racks & Cabinets',
        families: [
          {
            brand: 'APC',
            models: [
              'AR3100|NetShelter SX 42U Server Rack Enclosure|6990',
              'AR112SH4|NetShelter WX 12U Wall Mount Cabinet|2490',
            ],
          },
          {
            brand: 'Toten',
            models: [
              'G3.6642|G3 42U 600x1000 Network Cabinet|2190',
              'W2.6609|W2 9U Wall Mount Cabinet|489',
            ],
          },
          {
            brand: 'Cisco',
            models: ['RCKMNT-19-CMPCT=|Rack Mount Kit for Catalyst Compact Switches|199'],
          },
          {
            brand: 'HPE Aruba',
            models: ['J9583B|Rack Mount Kit for 2930M and 3810M Switches|329'],
          },
        ],
      },
      {
        code: 'ACC-SFP',
        name: 'Transceivers & Modules',
        families: [
          {
            brand: 'Cisco',
            models: [
              'GLC-SX-MMD=|1000BASE-SX SFP Transceiver Module|590',
              'GLC-LH-SMD=|1000BASE-LX/LH SFP Transceiver Module|790',
              'SFP-10G-SR=|10GBASE-SR SFP+ Module|1290',
              'STACK-T1-50CM=|StackWise-480 50cm Stacking Cable for Catalyst 9300 Switches|690',
            ],
          },
          {
            brand: 'MikroTik',
            models: [
              'S+RJ10|S+RJ10 10G SFP+ RJ45 Module|289',
              'S-85DLC05D|S-85DLC05D 1.25G SFP Module|59',
              'XS+31LC10D|XS+31LC10D 25G SFP28 Module|249',
            ],
          },
          {
            brand: 'Ubiquiti',
            models: [
              'UF-MM-10G|UFiber 10G Multi-Mode SFP+ Module (2-Pack)|159',
              'UACC-DAC-SFP10-1M|UniFi 10 Gbps SFP+ Direct Attach Cable 1m|59',
            ],
          },
          { brand: 'TP-Link', models: ['TL-SM311LS|TL-SM311LS Gigabit Single-Mode SFP Module|79'] },
        ],
      },
      {
        code: 'ACC-PER',
        name: 'Keyboards, Mice & Headsets',
        families: [
          {
            brand: 'Logitech',
            models: [
              '920-009807|MK295 Silent Wireless Keyboard and Mouse Combo|119',
              '910-006559|MX Master 3S Performance Wireless Mouse|449',
              '920-011563|MX Keys S Wireless Keyboard|479',
              '960-001055|C920 HD Pro Webcam|329',
            ],
          },
          {
            brand: 'Dell',
            models: [
              'KM5221W|KM5221W Pro Wireless Keyboard and Mouse|149',
              'WM126|WM126 Wireless Mouse|49',
            ],
          },
          {
            brand: 'Jabra',
            models: [
              '26599-989-999|Evolve2 65 MS Stereo Headset|899',
              '7510-209|Speak 510 UC Speakerphone|549',
            ],
          },
          { brand: 'Yealink', models: ['UH36-DUAL-TEAMS|UH36 Dual Teams USB Headset|229'] },
        ],
      },
    ],
  },
];

/**
 * Brands whose logo the retailer never uploaded: they exist, but are left out of the brand strip.
 */
export const BRANDS_WITHOUT_LOGO: readonly string[] = ['Toten', 'APG'];

/** Variant dimensions that turn one model into several SKUs, base first. */
export const WARRANTY_VARIANTS = [
  { code: '', name: '', factor: 1 },
  { code: '-2Y', name: ' with 2-Year Warranty', factor: 1.06 },
  { code: '-3Y', name: ' with 3-Year Warranty', factor: 1.12 },
  { code: '-5Y', name: ' with 5-Year Warranty', factor: 1.2 },
] as const;
export const PACK_VARIANTS = [
  { code: '', name: '', factor: 1 },
  { code: '-2PK', name: ' (Pack of 2)', factor: 1.95 },
  { code: '-5PK', name: ' (Pack of 5)', factor: 4.8 },
  { code: '-10PK', name: ' (Pack of 10)', factor: 9.5 },
] as const;
export const CONDITION_VARIANTS = [
  { code: '', name: '', factor: 1 },
  { code: '-RF', name: ', Renewed', factor: 0.75 },
  { code: '-OB', name: ', Open Box', factor: 0.88 },
] as const;
export const REGION_VARIANTS = [
  { code: '', name: '', factor: 1 },
  { code: '-ME', name: ' (Middle East Version)', factor: 0.97 },
] as const;

export const SLIDE_SEEDS: readonly { caption: string; link: string; hasImage: boolean }[] = [
  {
    caption: 'Cisco Catalyst switches in stock with next-day delivery across the UAE',
    link: '/category/network-switches',
    hasImage: true,
  },
  {
    caption: 'Yealink IP phones: buy 2, get 1 free on selected models',
    link: 'https://www.gulfitstore.ae/products?brand=yealink',
    hasImage: true,
  },
  {
    caption: 'FortiGate next-generation firewalls with 1-year protection bundles',
    link: 'www.fortinet.com',
    hasImage: true,
  },
  {
    caption: 'Point-of-sale bundles for UAE retailers, VAT-ready receipts',
    link: '/category/point-of-sale',
    hasImage: false,
  },
  { caption: 'Business laptops from Dell, HP and Lenovo', link: '', hasImage: true },
];
