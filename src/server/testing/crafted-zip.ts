import { crc32, deflateRawSync } from 'node:zlib';

/** An entry of a crafted archive; `declaredSize` lets a test lie about what it inflates to. */
export type CraftedEntry = { name: string; content: Buffer; declaredSize?: number };

/**
 * A ZIP written by hand (deflated entries, sizes as declared), for the archives no honest tool
 * writes: a bomb, or an entry that inflates past the size it announces.
 */
export function craftZip(entries: readonly CraftedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, content, declaredSize = content.length } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const data = deflateRawSync(content, { level: 9 });
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      header.writeUInt16LE(8, at + 4); // deflate
      header.writeUInt32LE(0, at + 6); // time and date
      header.writeUInt32LE(crc32(content), at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt32LE(declaredSize, at + 18);
      header.writeUInt16LE(fileName.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    locals.push(local, fileName, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
