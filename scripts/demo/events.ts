import { crc32, deflateSync } from 'node:zlib';
import { evenements, inscriptionsEvenements } from '../../src/server/db/schema.ts';
import { type DemoContext, dateDaysFromNow } from './demo-context.ts';

type Rgb = [number, number, number];

/** A small PNG with a diagonal gradient, to give each demo event a picture. */
function gradientPng(from: Rgb, to: Rgb, width = 480, height = 240): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      for (let c = 0; c < 3; c += 1) {
        rows[row + 1 + x * 3 + c] = Math.round((from[c] ?? 0) + ((to[c] ?? 0) - (from[c] ?? 0)) * t);
      }
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type DemoEvent = {
  titre: string;
  description: string;
  days: number;
  hour: number;
  lieu: string | null;
  places_max: number | null;
  colors?: [Rgb, Rgb];
  /** How many of the demo members are registered. */
  registered: number;
};

const list: DemoEvent[] = [
  {
    titre: 'Atelier d’écriture : mes premières vacances',
    description: 'Deux heures pour retrouver, à plusieurs, le souvenir de ses premières vacances.',
    days: -20,
    hour: 14,
    lieu: 'Maison des associations, Lyon 3e',
    places_max: 12,
    registered: 4,
  },
  {
    titre: 'Café souvenirs',
    description: 'Apportez une photo ancienne : nous en racontons l’histoire autour d’un café.',
    days: 6,
    hour: 15,
    lieu: 'Médiathèque de Villeurbanne',
    places_max: 15,
    colors: [
      [20, 120, 110],
      [250, 210, 120],
    ],
    registered: 3,
  },
  {
    titre: 'Formation : mener un entretien biographique',
    description: 'Pour les bénévoles qui débutent : préparer, écouter, enregistrer et relire.',
    days: 13,
    hour: 9,
    lieu: 'Salle du conseil, mairie de Bron',
    places_max: 5,
    colors: [
      [40, 70, 150],
      [150, 200, 240],
    ],
    registered: 5,
  },
  {
    titre: 'Visite à l’EHPAD Les Tilleuls',
    description: 'Rencontre avec les résidents qui souhaitent transmettre leurs souvenirs.',
    days: 27,
    hour: 14,
    lieu: 'EHPAD Les Tilleuls, Lyon 3e',
    places_max: 4,
    registered: 1,
  },
  {
    titre: 'Pique-nique de l’association',
    description: 'Un moment convivial ouvert aux familles. Chacun apporte un plat à partager.',
    days: 45,
    hour: 12,
    lieu: 'Parc de la Tête d’Or',
    places_max: null,
    colors: [
      [60, 140, 60],
      [240, 230, 140],
    ],
    registered: 2,
  },
];

/** Past and coming events, one of them full, with members registered. */
export async function seedEvents({ tx, storage, members }: DemoContext) {
  for (const [index, item] of list.entries()) {
    let imageKey: string | null = null;
    if (item.colors) {
      imageKey = `evenements/demo-${index + 1}.png`;
      await storage.put(imageKey, gradientPng(...item.colors), 'image/png');
    }
    const [event] = await tx
      .insert(evenements)
      .values({
        titre: item.titre,
        description: item.description,
        date: dateDaysFromNow(item.days, item.hour),
        lieu: item.lieu,
        places_max: item.places_max,
        image_url: imageKey,
      })
      .returning({ id: evenements.id });
    if (!event) throw new Error(`demo event not created: ${item.titre}`);
    const participants = members.slice(0, item.registered);
    if (participants.length > 0) {
      await tx
        .insert(inscriptionsEvenements)
        .values(participants.map((member) => ({ evenement_id: event.id, user_id: member.id })));
    }
  }
}
