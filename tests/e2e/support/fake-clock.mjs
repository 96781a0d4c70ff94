// Loaded with `node --import` into a test server only: shifts the process clock to FAKE_NOW
// (time keeps running from there), so a browser test can see the site on another date.
const target = Date.parse(process.env.FAKE_NOW ?? "");
if (!Number.isNaN(target)) {
  const RealDate = Date;
  const offset = target - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
