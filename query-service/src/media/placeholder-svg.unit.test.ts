import { describe, expect, it } from '@jest/globals';
import { bodyStyleOf, bodyStyleOfModel } from './body-style';
import { paintOf } from './paint';
import { placeholderLabel } from './placeholder-label';
import { escapeXml, placeholderSvg } from './placeholder-svg';
import { vehicleShapes } from './vehicle-shapes';

describe('placeholder pictures', () => {
  it('escapes every XML special character', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
    const svg = placeholderSvg('A & <B>', { view: 1 });
    expect(svg).toContain('>A &amp; &lt;B&gt;</text>');
    expect(svg).not.toContain('<B>');
  });

  it('labels a slug with the longest matching make and its model', () => {
    expect(placeholderLabel('subaru-outback')).toBe('Subaru Outback');
    expect(placeholderLabel('mercedes-benz-c-class')).toBe('Mercedes-Benz C-Class');
    expect(placeholderLabel('toyota')).toBe('Toyota');
    expect(placeholderLabel('---')).toBe('Vehicle');
  });

  it('draws each body style in the paint of the exterior colour', () => {
    const pickup = placeholderSvg('Ford F-150', { style: 'pickup', paint: paintOf('ruby-flare-pearl') });
    expect(pickup).toContain(`d="${vehicleShapes.pickup.body}" fill="#b3261e"`);
    const suv = placeholderSvg('Toyota RAV4', { style: 'suv', paint: paintOf('Super White') });
    expect(suv).toContain(`d="${vehicleShapes.suv.body}" fill="#f3f4f6"`);
    expect(new Set(Object.values(vehicleShapes).map((shape) => shape.body)).size).toBe(6);
  });

  it('turns even views to the other side', () => {
    expect(placeholderSvg('X', { view: 2 })).toContain('scale(-1 1)');
    expect(placeholderSvg('X', { view: 1 })).not.toContain('scale(-1 1)');
  });
});

describe('body styles from the vPIC body class', () => {
  it('reads the class, then the vehicle types, else sedan', () => {
    expect(bodyStyleOf('Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)')).toBe('suv');
    expect(bodyStyleOf('SUV')).toBe('suv');
    expect(bodyStyleOf('Crossover Utility Vehicle (CUV)')).toBe('suv');
    expect(bodyStyleOf('Pickup')).toBe('pickup');
    expect(bodyStyleOf('Sedan/Saloon')).toBe('sedan');
    expect(bodyStyleOf('Hatchback/Liftback/Notchback')).toBe('hatchback');
    expect(bodyStyleOf('Coupe')).toBe('coupe');
    expect(bodyStyleOf('Convertible/Cabriolet')).toBe('coupe');
    expect(bodyStyleOf('Minivan')).toBe('van');
    expect(bodyStyleOf('Cargo Van')).toBe('van');
    expect(bodyStyleOf('Other', ['Truck'])).toBe('pickup');
    expect(bodyStyleOf('', ['Multipurpose Passenger Vehicle (MPV)'])).toBe('suv');
    expect(bodyStyleOf('', ['Passenger Car'])).toBe('sedan');
  });

  it('knows the style of a make and model when the URL names none', () => {
    expect(bodyStyleOfModel('Ford', 'F-150')).toBe('pickup');
    expect(bodyStyleOfModel('Honda', 'Odyssey')).toBe('van');
    expect(bodyStyleOfModel('Toyota', 'RAV4')).toBe('suv');
    expect(bodyStyleOfModel('Chevrolet', 'Silverado')).toBe('pickup');
    expect(bodyStyleOfModel(undefined, undefined)).toBe('sedan');
  });
});

describe('paints from colour names', () => {
  it('finds the colour word, and a neutral grey when there is none', () => {
    expect(paintOf('Midnight Black Metallic').body).toBe('#22262b');
    expect(paintOf('crystal-black-pearl').body).toBe('#22262b');
    expect(paintOf('Celestial Silver').body).toBe('#c3c9cf');
    expect(paintOf('Magnetic Gray').body).toBe('#6b7480');
    expect(paintOf('Blueprint').body).toBe('#2f5d9e');
    expect(paintOf('Lunar Rock').body).toBe('#a39e8f');
    expect(paintOf('Oxford White').body).toBe('#f3f4f6');
    expect(paintOf('').body).toBe('#9aa5b1');
  });
});
