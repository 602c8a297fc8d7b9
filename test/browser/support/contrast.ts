import type { Page } from 'playwright-core';

export interface TextContrast {
  readonly text: string;
  /** WCAG contrast ratio of the text against what it is drawn on (1 to 21). */
  readonly ratio: number;
}

/**
 * The contrast of each element matching `selector`: its text colour against its background,
 * both read back through a canvas (so any CSS colour, oklch() included, counts as drawn) and
 * composited over the ancestors' backgrounds. A string script: this test project has no DOM types.
 */
export async function contrastOf(page: Page, selector: string): Promise<TextContrast[]> {
  return page.evaluate(`(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const rgba = (color) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = 'rgba(0, 0, 0, 0)';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top, bottom) => [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
    const backgroundOf = (element) => {
      const layers = [];
      for (let node = element; node; node = node.parentElement) {
        layers.push(rgba(getComputedStyle(node).backgroundColor));
      }
      return layers.reverse().reduce((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const luminance = ([r, g, b]) => {
      const channel = (value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    return [...document.querySelectorAll(${JSON.stringify(selector)})]
      .filter((element) => {
        // What a person sees: text on the screen (a skip link waits off it until focused).
        const box = element.getBoundingClientRect();
        return element.textContent.trim() !== '' && box.width > 1 && box.height > 1 && box.bottom > 0 && box.right > 0;
      })
      .map((element) => {
        const background = backgroundOf(element);
        const text = over(rgba(getComputedStyle(element).color), background);
        const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
        return { text: element.textContent.trim(), ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100 };
      });
  })()`);
}
