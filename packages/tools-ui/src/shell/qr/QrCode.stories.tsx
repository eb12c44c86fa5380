import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { QrCode } from './QrCode';

/** A URL as a QR code with its text beneath, saved as a PNG image (QR links of the instructor area). */
const meta = {
  title: 'Shell/QrCode',
  component: QrCode,
  tags: ['autodocs'],
  args: { value: 'https://career.example.kr/guest/self-introduce/qr/demo-guest-self', filename: '자기소개서-QR.png' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code, the URL beneath it, and a download of both as one PNG. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const image = await canvas.findByRole('img', { name: `${args.value} 주소의 QR 코드` });
    await expect(canvas.getByRole('figure', { name: args.value })).toContainElement(image);
    await expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);

    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'QR 코드 이미지 저장' }));
      await waitFor(() => expect(click).toHaveBeenCalledOnce());
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      await expect(link.download).toBe('자기소개서-QR.png');
      await expect(link.href).toMatch(/^blob:/);
      const png = new Uint8Array(await (await fetch(link.href)).arrayBuffer());
      // PNG signature, and a picture taller than wide: the text sits beneath the code.
      await expect([...png.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
      const view = new DataView(png.buffer);
      await expect(view.getUint32(20)).toBeGreaterThan(view.getUint32(16));
    } finally {
      click.mockRestore();
    }
  },
};

/** A long address wraps beneath the code; a bigger code for a projector. */
export const LongAddress: Story = {
  args: {
    value: 'https://career.example.kr/instructor-modal/qrcode?class=2026-spring-career-design&session=7&lang=ko',
    size: 280,
  },
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole('img');
    await expect(image.getBoundingClientRect().width).toBeCloseTo(278, 0);
  },
};
