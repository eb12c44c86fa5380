import { type CareerAnchorResult, confidenceOf, type PortfolioPart } from '@career/api-sdk';

/** What a career-anchor result adds to the portfolio: the first two anchors and how sure. */
export function portfolioPartOf(result: CareerAnchorResult): PortfolioPart {
  const anchors = result.top.map((code) => ({
    code,
    name: result.content.anchors.find((anchor) => anchor.code === code)?.name ?? code,
  }));
  const said = [
    `일에서 가장 놓치고 싶지 않은 것(커리어 앵커)은 ${anchors.map((anchor) => `‘${anchor.name}’`).join(', ')} 순입니다.`,
    confidenceOf(result.quality),
  ];
  return { said: said.filter((line) => line !== null), anchors };
}
