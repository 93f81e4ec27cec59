import zlib from 'node:zlib';

/**
 * A real zip (what an xlsx is) holding one file of `inflatedBytes` zeros, deflated: a few hundred
 * kilobytes that unpack to hundreds of megabytes. Its directory states the true sizes.
 */
export function zipBomb(inflatedBytes: number, entryName = 'xl/worksheets/sheet1.xml'): Buffer {
  const content = Buffer.alloc(inflatedBytes);
  const deflated = zlib.deflateRawSync(content, { level: 9 });
  const name = Buffer.from(entryName);
  const crc = zlib.crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(inflatedBytes, 22);
  local.writeUInt16LE(name.length, 26);
  const directory = Buffer.alloc(46);
  directory.writeUInt32LE(0x02014b50, 0);
  directory.writeUInt16LE(20, 4);
  directory.writeUInt16LE(20, 6);
  directory.writeUInt16LE(8, 10);
  directory.writeUInt32LE(crc, 16);
  directory.writeUInt32LE(deflated.length, 20);
  directory.writeUInt32LE(inflatedBytes, 24);
  directory.writeUInt16LE(name.length, 28);
  const directoryOffset = local.length + name.length + deflated.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(directory.length + name.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return Buffer.concat([local, name, deflated, directory, name, end]);
}
