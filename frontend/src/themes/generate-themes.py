# Writes themes.css from the palette table below: python3 frontend/src/themes/generate-themes.py
P = {
 'light': ('#ffffff','#f2f2f2','#e5e6e6','#1f2937','#570df8','#f000b8','#37cdbe'),
 'dark': ('#1d232a','#191e24','#15191e','#a6adbb','#661ae6','#d926aa','#1fb2a5'),
 'aqua': ('#345da7','#2f5596','#2a4c86','#e6efff','#09ecf3','#966fb3','#ffe999'),
 'autumn': ('#f1f1f1','#dcdcdc','#c8c8c8','#141414','#8c0327','#d85251','#d59b6a'),
 'black': ('#000000','#0d0d0d','#1a1a1a','#d6d6d6','#373737','#373737','#373737'),
 'bumblebee': ('#ffffff','#f5f5f5','#e5e5e5','#333333','#f9d72f','#e0a82e','#181830'),
 'business': ('#202020','#1c1c1c','#181818','#cdcdcd','#1c4e80','#7c909a','#ea6947'),
 'cmyk': ('#ffffff','#f0f0f0','#e2e2e2','#1a1a1a','#45aeee','#e8488a','#fff232'),
 'coffee': ('#20161f','#1b131a','#170f16','#c59f60','#db924b','#263e3f','#10576d'),
 'corporate': ('#ffffff','#f5f6f8','#e8eaee','#181a2a','#4b6bfb','#7b92b2','#67cba0'),
 'cupcake': ('#faf7f5','#efeae6','#e7e2df','#291334','#65c3c8','#ef9fbc','#eeaf3a'),
 'cyberpunk': ('#ffee00','#f5e400','#e6d600','#1a1a1a','#ff7598','#75d1f0','#c07eec'),
 'dim': ('#2a303c','#242933','#20252e','#b2ccd6','#9fe88d','#ff7d5c','#c792e9'),
 'dracula': ('#282a36','#232530','#1e2029','#f8f8f2','#ff79c6','#bd93f9','#ffb86c'),
 'emerald': ('#ffffff','#f2f2f2','#e5e6e6','#333c4d','#66cc8a','#377cfb','#f68067'),
 'fantasy': ('#ffffff','#f2f2f2','#e5e6e6','#1f2937','#6e0b75','#007ebd','#f8860d'),
 'forest': ('#171212','#130f0f','#100c0c','#cac9c9','#1eb854','#1db88e','#1db8ab'),
 'garden': ('#e9e7e7','#d4d2d2','#c0bebe','#100f0f','#5c7f67','#8e4162','#5c7f67'),
 'halloween': ('#212121','#1d1d1d','#191919','#d6d6d6','#f28c18','#6d3a9c','#51a800'),
 'lemonade': ('#f8fdef','#e9f4d8','#dbe8c6','#151612','#519903','#e9e92f','#f7f9ca'),
 'lofi': ('#ffffff','#f2f2f2','#e6e6e6','#000000','#0d0d0d','#1a1919','#262626'),
 'luxury': ('#09090b','#171618','#2e2d2f','#dca54c','#ffffff','#152747','#513448'),
 'night': ('#0f172a','#0c1425','#0a1120','#c8cad0','#38bdf8','#818cf8','#f471b5'),
 'nord': ('#eceff4','#e5e9f0','#d8dee9','#2e3440','#5e81ac','#81a1c1','#88c0d0'),
 'pastel': ('#ffffff','#f9fafb','#e5e7eb','#1f2937','#d1c1d7','#f6cbd1','#b4e9d6'),
 'retro': ('#ece3ca','#e4d8b4','#dbca9a','#282425','#ef9995','#a4cbb4','#dc8850'),
 'sunset': ('#121c22','#0e171e','#09151b','#9fb9d0','#ff865b','#fd6f9c','#b387fa'),
 'synthwave': ('#1a103d','#160e35','#110b2b','#f9f7fd','#e779c1','#58c7f3','#f3cc30'),
 'valentine': ('#fae7f4','#efd7e8','#e3c8dc','#632c3b','#e96d7b','#a991f7','#66b1b3'),
 'winter': ('#ffffff','#f2f7ff','#e3e9f4','#394e6a','#047aff','#463aa2','#c148ac'),
 'wireframe': ('#ffffff','#eeeeee','#dddddd','#000000','#b8b8b8','#b8b8b8','#b8b8b8'),
}
WARNING = '#ffc107'  # Bootstrap's warning: the spotlight colour
DARK = {'dark','aqua','black','business','coffee','dim','dracula','forest','halloween','luxury','night','sunset','synthwave'}

def rgb(h): h=h.lstrip('#'); return tuple(int(h[i:i+2],16) for i in (0,2,4))
def hx(c): return '#%02x%02x%02x' % tuple(max(0,min(255,round(v))) for v in c)
def lum(c):
    def ch(v):
        v/=255; return v/12.92 if v<=0.03928 else ((v+0.055)/1.055)**2.4
    r,g,b=c; return 0.2126*ch(r)+0.7152*ch(g)+0.0722*ch(b)
def contrast(a,b):
    la,lb=lum(a),lum(b); hi,lo=max(la,lb),min(la,lb); return (hi+0.05)/(lo+0.05)
def mix(c,t,f): return tuple(c[i]+(t[i]-c[i])*f for i in range(3))
def readable(color, bg, minimum=4.5):
    """Move `color` toward black or white (whichever contrasts bg) until it reads on bg."""
    c=rgb(color); b=rgb(bg)
    target=(0,0,0) if lum(b)>0.4 else (255,255,255)
    f=0.0
    while contrast(c if f==0 else mix(c,target,f),b)<minimum and f<1: f+=0.05
    return mix(c,target,f)
def content(color):
    c=rgb(color); return '#ffffff' if contrast(c,(255,255,255))>=contrast(c,(0,0,0)) else '#000000'

out=['/* The 31 named themes (spec section 2): palettes on Bootstrap 5.3 colour modes. themes.ts sets',
     ' * data-bs-theme (light/dark family) and data-theme (palette) on <html>. Generated from a palette',
     ' * table of background, raised backgrounds, text, primary, secondary and accent colours; link and',
     ' * text colours are adjusted to at least 4.5:1 contrast on the background. */']
for name,(bg,bg2,bg3,fg,pri,sec,acc) in P.items():
    fgc=readable(fg,bg); link=readable(pri,bg); b=rgb(bg)
    border=mix(b,rgb(fg),0.2)
    sec_text=mix(b,fgc,0.75)
    sec_text=readable(hx(sec_text),bg)
    subtle=mix(b,rgb(pri),0.15)
    v=lambda c: ','.join(str(round(x)) for x in (rgb(c) if isinstance(c,str) else c))
    out.append(f"""html[data-theme='{name}'] {{
  color-scheme: {'dark' if name in DARK else 'light'};
  --bs-body-bg: {bg}; --bs-body-bg-rgb: {v(bg)};
  --bs-body-color: {hx(fgc)}; --bs-body-color-rgb: {v(fgc)};
  --bs-emphasis-color: {hx(readable(hx(fgc),bg,7))}; --bs-emphasis-color-rgb: {v(readable(hx(fgc),bg,7))};
  --bs-secondary-color: {hx(sec_text)}; --bs-secondary-color-rgb: {v(sec_text)};
  --bs-secondary-bg: {bg2}; --bs-secondary-bg-rgb: {v(bg2)};
  --bs-tertiary-bg: {bg3}; --bs-tertiary-bg-rgb: {v(bg3)};
  --bs-border-color: {hx(border)};
  --bs-primary: {pri}; --bs-primary-rgb: {v(pri)};
  --bs-secondary: {sec}; --bs-secondary-rgb: {v(sec)};
  --bs-info: {acc}; --bs-info-rgb: {v(acc)};
  --bs-primary-bg-subtle: {hx(subtle)}; --bs-primary-border-subtle: {hx(mix(b,rgb(pri),0.4))};
  --bs-primary-text-emphasis: {hx(link)};
  --bs-link-color: {hx(link)}; --bs-link-color-rgb: {v(link)};
  --bs-link-hover-color: {hx(link)}; --bs-link-hover-color-rgb: {v(link)};
  --dtn-primary-content: {content(pri)}; --dtn-secondary-content: {content(sec)};
  --dtn-warning-text: {hx(readable(WARNING,bg))};
}}""")
out.append("""html[data-theme='wireframe'] { --bs-body-font-family: ui-monospace, SFMono-Regular, Menlo, monospace; --bs-border-radius: 0.2rem; }
html[data-theme='lofi'], html[data-theme='black'] { --bs-border-radius: 0.25rem; }

/* Components take the palette's primary and secondary (Bootstrap compiles their own hex values). */
html[data-theme] .btn-primary {
  --bs-btn-bg: var(--bs-primary); --bs-btn-border-color: var(--bs-primary); --bs-btn-color: var(--dtn-primary-content);
  --bs-btn-hover-bg: color-mix(in srgb, var(--bs-primary) 85%, #000); --bs-btn-hover-border-color: color-mix(in srgb, var(--bs-primary) 85%, #000);
  --bs-btn-hover-color: var(--dtn-primary-content); --bs-btn-active-color: var(--dtn-primary-content);
  --bs-btn-active-bg: color-mix(in srgb, var(--bs-primary) 75%, #000); --bs-btn-active-border-color: color-mix(in srgb, var(--bs-primary) 75%, #000);
  --bs-btn-disabled-bg: var(--bs-primary); --bs-btn-disabled-border-color: var(--bs-primary); --bs-btn-disabled-color: var(--dtn-primary-content);
}
html[data-theme] .btn-secondary {
  --bs-btn-bg: var(--bs-secondary); --bs-btn-border-color: var(--bs-secondary); --bs-btn-color: var(--dtn-secondary-content);
  --bs-btn-hover-bg: color-mix(in srgb, var(--bs-secondary) 85%, #000); --bs-btn-hover-border-color: color-mix(in srgb, var(--bs-secondary) 85%, #000);
  --bs-btn-hover-color: var(--dtn-secondary-content); --bs-btn-active-color: var(--dtn-secondary-content);
  --bs-btn-active-bg: color-mix(in srgb, var(--bs-secondary) 75%, #000);
}
html[data-theme] .btn-outline-primary {
  --bs-btn-color: var(--bs-link-color); --bs-btn-border-color: var(--bs-primary);
  --bs-btn-hover-bg: var(--bs-primary); --bs-btn-hover-border-color: var(--bs-primary); --bs-btn-hover-color: var(--dtn-primary-content);
  --bs-btn-active-bg: var(--bs-primary); --bs-btn-active-border-color: var(--bs-primary); --bs-btn-active-color: var(--dtn-primary-content);
}
/* Bootstrap compiles white badge text and grey or yellow outline buttons: on some palettes they
 * fall below 4.5:1, so they take the palette's readable colours instead. */
html[data-theme] .badge.bg-primary { --bs-badge-color: var(--dtn-primary-content); }
html[data-theme] .badge.bg-secondary { --bs-badge-color: var(--dtn-secondary-content); }
html[data-theme] .btn-outline-secondary {
  --bs-btn-color: var(--bs-secondary-color); --bs-btn-border-color: var(--bs-border-color);
  --bs-btn-hover-bg: var(--bs-secondary-bg); --bs-btn-hover-border-color: var(--bs-secondary-color); --bs-btn-hover-color: var(--bs-body-color);
  --bs-btn-active-bg: var(--bs-tertiary-bg); --bs-btn-active-border-color: var(--bs-secondary-color); --bs-btn-active-color: var(--bs-body-color);
  --bs-btn-disabled-color: var(--bs-secondary-color); --bs-btn-disabled-border-color: var(--bs-border-color);
}
html[data-theme] .btn-outline-warning {
  --bs-btn-color: var(--dtn-warning-text); --bs-btn-border-color: var(--dtn-warning-text);
  --bs-btn-hover-bg: #ffc107; --bs-btn-hover-border-color: #ffc107; --bs-btn-hover-color: #000;
  --bs-btn-active-bg: #ffc107; --bs-btn-active-border-color: #ffc107; --bs-btn-active-color: #000;
}
html[data-theme] .nav-pills { --bs-nav-pills-link-active-bg: var(--bs-primary); --bs-nav-pills-link-active-color: var(--dtn-primary-content); }
html[data-theme] .nav-link { --bs-nav-link-color: var(--bs-body-color); --bs-nav-link-hover-color: var(--bs-link-color); }
html[data-theme] .form-control:focus, html[data-theme] .form-select:focus {
  border-color: var(--bs-primary-border-subtle); box-shadow: 0 0 0 0.25rem rgba(var(--bs-primary-rgb), 0.25);
}
html[data-theme] .form-check-input:checked { background-color: var(--bs-primary); border-color: var(--bs-primary); }
/* The range slider (the create-offer wizard's radius, the buy list's): Bootstrap paints its thumb
 * a fixed blue and its track in --bs-secondary-bg, which a dark palette nearly hides. The thumb
 * takes the palette's link colour (its primary, made readable on the background) and the track its
 * text colour at half strength, so both show in every palette (slider-colours.unit.test.ts measures them). */
html[data-theme] .form-range::-webkit-slider-thumb { background-color: var(--bs-link-color); }
html[data-theme] .form-range::-moz-range-thumb { background-color: var(--bs-link-color); }
html[data-theme] .form-range::-webkit-slider-thumb:active { background-color: var(--bs-primary-border-subtle); }
html[data-theme] .form-range::-moz-range-thumb:active { background-color: var(--bs-primary-border-subtle); }
html[data-theme] .form-range::-webkit-slider-runnable-track { background-color: rgba(var(--bs-body-color-rgb), 0.5); }
html[data-theme] .form-range::-moz-range-track { background-color: rgba(var(--bs-body-color-rgb), 0.5); }
html[data-theme] .form-range:focus::-webkit-slider-thumb { box-shadow: 0 0 0 1px var(--bs-body-bg), 0 0 0 0.25rem rgba(var(--bs-link-color-rgb), 0.35); }
html[data-theme] .form-range:focus::-moz-range-thumb { box-shadow: 0 0 0 1px var(--bs-body-bg), 0 0 0 0.25rem rgba(var(--bs-link-color-rgb), 0.35); }
html[data-theme] .page-link { --bs-pagination-active-bg: var(--bs-primary); --bs-pagination-active-border-color: var(--bs-primary); }
html[data-theme] .dropdown-menu { --bs-dropdown-link-active-bg: var(--bs-primary); --bs-dropdown-link-active-color: var(--dtn-primary-content); }

/* The gallery's arrows and indicators are white (inverted in dark mode): a disc and an outline
 * (a shadow) keep them visible on light photos and on the light placeholder image. */
.carousel-control-prev-icon, .carousel-control-next-icon {
  width: 2.5rem; height: 2.5rem; border-radius: 50%; background-color: rgba(0, 0, 0, 0.5); background-size: 60% 60%;
}
.carousel-indicators [data-bs-target] { filter: drop-shadow(0 0 1px rgba(0, 0, 0, 0.9)); }

/* The side navigation is a fixed column on large screens (Offcanvas responsive="lg"). */
@media (min-width: 992px) {
  .dtn-sidenav { width: 16rem; flex-shrink: 0; }
}
""")
open(__import__('os').path.join(__import__('os').path.dirname(__file__), 'themes.css'), 'w').write('\n'.join(out))
