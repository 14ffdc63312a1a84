import { describe, expect, it } from 'vitest';
import { whatsappChatUrl } from './whatsapp';

describe('whatsappChatUrl', () => {
  it('opens a chat with the number and the message, encoded whole', () => {
    const url = whatsappChatUrl(
      '971501234567',
      'Hello, I have a question about Cisco CBS350-24P & PoE: https://www.example.ae/product/cisco-cbs350?x=1#top',
    );
    expect(url).toBe(
      'https://wa.me/971501234567?text=Hello%2C%20I%20have%20a%20question%20about%20Cisco%20CBS350-24P%20%26%20PoE%3A%20https%3A%2F%2Fwww.example.ae%2Fproduct%2Fcisco-cbs350%3Fx%3D1%23top',
    );
    expect(new URL(url).searchParams.get('text')).toBe(
      'Hello, I have a question about Cisco CBS350-24P & PoE: https://www.example.ae/product/cisco-cbs350?x=1#top',
    );
  });

  it('keeps Arabic words intact', () => {
    const url = whatsappChatUrl('971501234567', 'مرحبًا، لدي سؤال عن راوتر');
    expect(new URL(url).searchParams.get('text')).toBe('مرحبًا، لدي سؤال عن راوتر');
  });
});
